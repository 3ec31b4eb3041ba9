/* The interpreter of tests/support/scalar_avs.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "core.h"
#include "ptosim/codec.h"
#include "support/scalar_avs.h"
#include "support/support.h"

/* The scalar state beside what snapshot_take records. */
typedef struct scalar_state {
    uint64_t tpc, bpc, ra, carg;
    uint64_t tq[PTO_PES][4], uq[PTO_PES][4];
    unsigned tq_n, uq_n;
    block_state blk;
} scalar_state;

static void scalar_take(const pto_machine *m, scalar_state *s)
{
    memset(s, 0, sizeof *s);
    s->tpc = m->tpc;
    s->bpc = m->bpc;
    s->ra = m->ra;
    s->carg = m->commit_arg;
    memcpy(s->tq, m->tq, sizeof s->tq);
    memcpy(s->uq, m->uq, sizeof s->uq);
    s->tq_n = m->tq_n;
    s->uq_n = m->uq_n;
    s->blk = m->blk;
}

static bool scalar_equal(const scalar_state *a, const scalar_state *b)
{
    return a->tpc == b->tpc && a->bpc == b->bpc && a->ra == b->ra && a->carg == b->carg &&
           !memcmp(a->tq, b->tq, sizeof a->tq) && !memcmp(a->uq, b->uq, sizeof a->uq) && a->tq_n == b->tq_n &&
           a->uq_n == b->uq_n && !memcmp(&a->blk, &b->blk, sizeof a->blk);
}

static void push(pto_machine *m, bool u, uint64_t v)
{
    uint8_t *n = u ? &m->uq_n : &m->tq_n;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t *q = u ? m->uq[pe] : m->tq[pe];
        memmove(q + 1, q, 3 * sizeof *q);
        q[0] = v;
    }
    if (*n < 4) (*n)++;
}

static void to_bytes(uint64_t w, unsigned bits, uint8_t *b)
{
    for (unsigned i = 0; i < bits / 8; i++) b[i] = (uint8_t)(w >> (8 * i));
}

typedef struct run {
    pto_machine *m;
    uint64_t exec_pc;
    char why[300];
} run;

#define FAIL(...) (snprintf(r->why, sizeof r->why, __VA_ARGS__), false)

static bool exec_one(run *r, const sc_op *o)
{
    pto_machine *m = r->m;
    uint8_t b[8];
    to_bytes(o->x, o->a, b);
    snapshot before;
    scalar_state sb;
    snapshot_take(m, &before);
    scalar_take(m, &sb);
    r->exec_pc = m->tpc;
    insn in;
    const char *why = NULL;
    decode_result d = insn_decode(b, o->a / 8u, &in, &why);
    pto_status s;
    if (d == DEC_OK) {
        s = exec_insn(m, &in);
    } else if (d == DEC_ILLEGAL || d == DEC_UNKNOWN) {
        raise_fault(m, PTO_FAULT_ILLEGAL_INSTRUCTION, m->tpc, why ? why : "no form");
        s = PTO_FAULT;
    } else {
        snapshot_free(&before);
        return FAIL("word 0x%llx does not decode (%d: %s)", (unsigned long long)o->x, (int)d, why ? why : "");
    }
    bool ok = true;
    if (s != PTO_OK && s != PTO_FAULT) ok = FAIL("status %s: %s", pto_status_name(s), pto_last_error(m));
    else if (o->b == 0 && s != PTO_OK)
        ok = FAIL("expected Executed, got a %s fault (%s)", pto_fault_kind_name(m->fault.kind),
                  m->fault.rule ? m->fault.rule : "");
    else if (o->b == 1 && s != PTO_FAULT) ok = FAIL("expected Rejected, the instruction executed");
    if (ok && s == PTO_FAULT) {
        /* no partial effect: only the fault record changed */
        snapshot after;
        scalar_state sa;
        snapshot_take(m, &after);
        scalar_take(m, &sa);
        if (!snapshot_equal(&before, &after) || !scalar_equal(&sb, &sa))
            ok = FAIL("the rejected instruction changed the machine");
        else if (m->fault.pc != r->exec_pc)
            ok = FAIL("the fault record's PC 0x%llx is not the instruction's 0x%llx", (unsigned long long)m->fault.pc,
                      (unsigned long long)r->exec_pc);
        snapshot_free(&after);
    }
    snapshot_free(&before);
    char inv[200];
    if (ok && pto_check_invariants(m, inv, sizeof inv)) ok = FAIL("invariant: %s", inv);
    return ok;
}

static bool check_queue(run *r, const sc_op *o, bool present)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t v = 0;
        pto_status s = pto_queue_read(r->m, pe, o->a != 0, o->b, &v);
        if (!present) {
            if (s == PTO_OK) return FAIL("%c#%u holds a value on PE %u", o->a ? 'U' : 'T', o->b + 1u, pe);
            continue;
        }
        if (s != PTO_OK) return FAIL("%c#%u holds no value on PE %u", o->a ? 'U' : 'T', o->b + 1u, pe);
        if (v != o->x)
            return FAIL("%c#%u on PE %u is 0x%llx, expected 0x%llx", o->a ? 'U' : 'T', o->b + 1u, pe,
                        (unsigned long long)v, (unsigned long long)o->x);
    }
    return true;
}

static bool step(run *r, const sc_op *o)
{
    pto_machine *m = r->m;
    switch (o->op) {
    case SC_RESET:
        pto_destroy(m);
        m = r->m = pto_create();
        if (!m) return FAIL("pto_create failed");
        if (pto_mem_preset_select(m, PTO_MEM_PTO_V0) != PTO_OK) return FAIL("the pto-v0 memory");
        return true;
    case SC_ACR: return pto_set_acr(m, o->a) == PTO_OK || FAIL("ACR %u", o->a);
    case SC_CLRF: pto_clear_fault(m); return true;
    case SC_TPC: m->tpc = o->x; return true;
    case SC_BPC: m->bpc = o->x; return true;
    case SC_CARG: m->commit_arg = o->x; return true;
    case SC_RA: m->ra = o->x; return true;
    case SC_GPR:
        if (o->a >= PTO_GPRS) return FAIL("GPR %u", o->a);
        if (o->a)
            for (unsigned pe = 0; pe < PTO_PES; pe++) m->gpr[pe][o->a] = o->x;
        return true;
    case SC_PUSH: push(m, o->a != 0, o->x); return true;
    case SC_QFILL:
        for (unsigned pe = 0; pe < PTO_PES; pe++)
            for (unsigned k = 0; k < 4; k++) {
                m->tq[pe][k] = o->x + k * o->z;
                m->uq[pe][k] = o->y + k * o->z;
            }
        m->tq_n = m->uq_n = 4;
        return true;
    case SC_GSEQ:
    case SC_GSAME:
        if (o->a == 0 || o->b >= PTO_GPRS) return FAIL("GPRs %u..%u", o->a, o->b);
        for (unsigned r = o->a; r <= o->b; r++)
            for (unsigned pe = 0; pe < PTO_PES; pe++) m->gpr[pe][r] = o->op == SC_GSEQ ? r * 0x111u : o->x;
        return true;
    case SC_QSET:
        for (unsigned pe = 0; pe < PTO_PES; pe++) (o->a ? m->uq : m->tq)[pe][o->b] = o->x;
        if (o->a && m->uq_n < o->b + 1u) m->uq_n = (uint8_t)(o->b + 1u);
        if (!o->a && m->tq_n < o->b + 1u) m->tq_n = (uint8_t)(o->b + 1u);
        return true;
    case SC_STORE: {
        uint8_t b[8];
        to_bytes(o->y, 8u * o->a, b);
        return pto_mem_write(m, o->x, b, o->a) == PTO_OK || FAIL("Store at 0x%llx", (unsigned long long)o->x);
    }
    case SC_BEGIN: /* BeginBundleAt(ReadTPC(), ...) */
        memset(&m->blk, 0, sizeof m->blk);
        m->blk.active = true;
        m->blk.kind = o->a;
        if (o->a == BK_SYSTEM) {
            m->blk.transfer = TR_FALL;
        } else {
            m->blk.transfer = o->b;
            m->blk.taken = o->c != 0;
            m->blk.bpcn = o->x;
        }
        m->bpc = m->tpc;
        m->tpc = o->y;
        return true;
    case SC_BODY:
        if (!m->blk.active) return FAIL("EnterBundleBody without a block");
        m->blk.body = true;
        return true;
    case SC_RESETB: memset(&m->blk, 0, sizeof m->blk); return true;
    case SC_EXEC: return exec_one(r, o);
    case SC_DECODE: {
        uint8_t b[8];
        to_bytes(o->x, o->a, b);
        pto_insn in;
        pto_codec_error e;
        pto_codec_err c = pto_decode(b, o->a / 8u, &in, &e);
        if (c != PTO_CODEC_OK) return FAIL("decode: %s", e.message);
        if (strcmp(in.mnemonic, o->s) != 0) return FAIL("decodes as %s, expected %s", in.mnemonic, o->s);
        return true;
    }
    case SC_DECODE_NI: {
        uint8_t b[8];
        to_bytes(o->x, o->a, b);
        pto_insn in;
        pto_codec_error e;
        pto_codec_err c = pto_decode(b, o->a / 8u, &in, &e);
        size_t k = strlen(o->s);
        if (c != PTO_CODEC_UNKNOWN || strncmp(e.message, o->s, k) != 0 || e.message[k] != ',')
            return FAIL("decode: %s (%s), expected %s, not implemented", pto_codec_err_name(c), e.message, o->s);
        return true;
    }
    case SC_FIELD: {
        uint8_t b[8];
        to_bytes(o->x, o->a, b);
        pto_insn in;
        pto_codec_error e;
        uint32_t v;
        if (pto_decode(b, o->a / 8u, &in, &e) != PTO_CODEC_OK) return FAIL("decode: %s", e.message);
        if (pto_insn_get(&in, o->s, &v) != PTO_CODEC_OK) return FAIL("%s has no field %s", in.mnemonic, o->s);
        if (v != o->y) return FAIL("%s field %s is 0x%x, expected 0x%llx", in.mnemonic, o->s, v, (unsigned long long)o->y);
        return true;
    }
    case SC_CGPR:
        for (unsigned pe = 0; pe < PTO_PES; pe++) {
            uint64_t v = o->a ? m->gpr[pe][o->a] : 0;
            if (v != o->x)
                return FAIL("GPR %u on PE %u is 0x%llx, expected 0x%llx", o->a, pe, (unsigned long long)v,
                            (unsigned long long)o->x);
        }
        return true;
    case SC_CTPC:
        return m->tpc == o->x ||
               FAIL("TPC is 0x%llx, expected 0x%llx", (unsigned long long)m->tpc, (unsigned long long)o->x);
    case SC_CTPC_F:
        return m->tpc == r->exec_pc || FAIL("TPC 0x%llx moved from the faulting instruction at 0x%llx",
                                            (unsigned long long)m->tpc, (unsigned long long)r->exec_pc);
    case SC_CFAULT:
        return m->fault.kind == (pto_fault_kind)o->a || FAIL("fault %s, expected %s", pto_fault_kind_name(m->fault.kind),
                                                             pto_fault_kind_name((pto_fault_kind)o->a));
    case SC_CFADDR: {
        /* SetFault(code, ReadTPC()) for the faults without an address of their own */
        uint64_t a = m->fault.has_addr ? m->fault.addr : m->fault.kind != PTO_FAULT_NONE ? m->fault.pc : 0;
        return a == o->x ||
               FAIL("fault address 0x%llx, expected 0x%llx", (unsigned long long)a, (unsigned long long)o->x);
    }
    case SC_CFPC:
        return (m->fault.kind != PTO_FAULT_NONE && m->fault.pc == o->x) ||
               FAIL("fault PC 0x%llx, expected 0x%llx", (unsigned long long)m->fault.pc, (unsigned long long)o->x);
    case SC_CQ: return check_queue(r, o, true);
    case SC_CQE: return check_queue(r, o, false);
    case SC_CCARG:
        return m->commit_arg == o->x || FAIL("commit argument 0x%llx, expected 0x%llx",
                                             (unsigned long long)m->commit_arg, (unsigned long long)o->x);
    case SC_CRA:
        return m->ra == o->x ||
               FAIL("return address 0x%llx, expected 0x%llx", (unsigned long long)m->ra, (unsigned long long)o->x);
    case SC_CMEM: {
        uint8_t b[8] = {0};
        if (pto_mem_read(m, o->x, b, o->a) != PTO_OK) return FAIL("memory at 0x%llx", (unsigned long long)o->x);
        uint64_t v = 0;
        for (unsigned i = 0; i < o->a; i++) v |= (uint64_t)b[i] << (8 * i);
        return v == o->y || FAIL("%u bytes at 0x%llx read 0x%llx, expected 0x%llx", o->a, (unsigned long long)o->x,
                                 (unsigned long long)v, (unsigned long long)o->y);
    }
    case SC_CCAUSE:
        return m->fault.cause == o->x || FAIL("trap cause %u, expected %llu", m->fault.cause, (unsigned long long)o->x);
    case SC_CTAKEN: return m->blk.taken == (o->a != 0) || FAIL("BARG.taken is %d", (int)m->blk.taken);
    case SC_CBPC:
        return m->bpc == o->x ||
               FAIL("BPC is 0x%llx, expected 0x%llx", (unsigned long long)m->bpc, (unsigned long long)o->x);
    case SC_CBLK:
        return (m->blk.active == (o->a != 0) && (o->b == 0xff || m->blk.body == (o->b != 0))) ||
               FAIL("block active %d body %d, expected %u %u", (int)m->blk.active, (int)m->blk.body, o->a, o->b);
    case SC_CBARG:
        return (m->blk.active && (o->a == 0xff || m->blk.kind == o->a) && (o->b == 0xff || m->blk.transfer == o->b)) ||
               FAIL("BARG kind %u transfer %u, expected %u %u", m->blk.kind, m->blk.transfer, o->a, o->b);
    case SC_SBPCN: m->blk.bpcn = o->x; return true;
    case SC_CTGT: return m->blk.tgt_set == (o->a != 0) || FAIL("the commit target set is %d", (int)m->blk.tgt_set);
    case SC_STOPAT: {
        sc_op stop = {SC_EXEC, 16, 2, 0, 0, 0, 0, 0};
        m->tpc = o->x - 2u;
        return exec_one(r, &stop);
    }
    case SC_CBPCN:
        return m->blk.bpcn == o->x ||
               FAIL("BPCN is 0x%llx, expected 0x%llx", (unsigned long long)m->blk.bpcn, (unsigned long long)o->x);
    default: return FAIL("unknown step %u", o->op);
    }
}

unsigned sc_run_cases(const sc_case *cases, size_t n)
{
    unsigned failed = 0;
    for (size_t i = 0; i < n; i++) {
        run r = {pto_create(), 0, {0}};
        assert_non_null(r.m);
        for (size_t k = 0; cases[i].ops[k].op != SC_END; k++)
            if (!step(&r, &cases[i].ops[k])) {
                print_message("%s (%s) step %zu: %s\n", cases[i].id, cases[i].path, k, r.why);
                failed++;
                break;
            }
        pto_destroy(r.m);
    }
    return failed;
}
