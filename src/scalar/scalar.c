/* Scalar instructions (decisions D21).  The decoder (src/isa/decode.c)
 * gives the form and its raw fields; the rule of the form's row of
 * isa/scalar_forms.def says what it does.  Rules follow
 * asl/scalar/model/dispatch/{alu,bru,agu,sys}.asl and the semantics they
 * call (the semantics.asl of asl/scalar/model/alu, bru and sys; agu/memory.asl).
 *
 * Every PE runs the instruction on its own GPRs and T/U queues (the lanes;
 * "each PE resolves that selector in its own file",
 * asl/arch/programming-model/execution-context.asl); what is core-wide (a
 * jump target, the commit condition, BPCN) comes from the current PE.  The
 * order of ExecuteScalarInstruction: placement (ScalarOperationApplicable,
 * BundleControl), queue sources (ScalarRegisterOperandsLegal and the
 * implicit T#1, IllegalInstruction), then the effect; memory is probed on
 * every PE before any is written (decisions D16's order).  A fault leaves
 * the machine as it was but the fault record. */
#include <stdio.h>
#include <string.h>

#include "scalar/scalar.h"

#define FAULT(kind, rule) (raise_fault(m, PTO_FAULT_##kind, pc, rule), PTO_FAULT)

/* The immediate field of each executed form: width and signedness. */
typedef struct imm_info {
    uint8_t width, sgn;
} imm_info;
#define SFIELD(id, fld, nm, sg, l1, w1, l2, w2, l3, w3) SFIELD_##fld(id, sg, (w1) + (w2) + (w3))
#define SFIELD_Immediate(id, sg, w) [F_S_##id - F_CMD_COUNT] = {w, sg},
#define SFIELD_RegDst(id, sg, w)
#define SFIELD_SrcL(id, sg, w)
#define SFIELD_SrcR(id, sg, w)
#define SFIELD_SrcD(id, sg, w)
#define SFIELD_SrcP(id, sg, w)
#define SFIELD_SrcRType(id, sg, w)
#define SFIELD_Shamt(id, sg, w)
#define SFIELD_SrcZero(id, sg, w)
#define SFIELD_PredImm(id, sg, w)
#define SFIELD_SuccImm(id, sg, w)
static const imm_info imms[F_COUNT - F_CMD_COUNT + 1] = {
#include "scalar_forms.def"
};
#undef SFIELD

/* ScalarDecodedWord of the form's immediate: sign-extended when the field
 * is signed, else zero-extended. */
static uint64_t imm_word(const insn *in)
{
    const imm_info *i = &imms[in->form - F_CMD_COUNT];
    uint64_t v = in->f[FLD_Immediate];
    return i->sgn == 1 && i->width ? sign_extend(v, i->width) : v;
}

/* ---- Reg5 operands (asl/scalar/model/types/operands.asl) ------------------ */

static uint64_t rd_src(const pto_machine *m, unsigned pe, unsigned sel)
{
    if (sel < PTO_GPRS) return sel ? m->gpr[pe][sel] : 0;
    return sel < 28 ? m->tq[pe][sel - 24] : m->uq[pe][sel - 28];
}

/* ScalarSourceSelectorLegal: a queue entry must be valid. */
static bool src_legal(const pto_machine *m, unsigned sel)
{
    if (sel < PTO_GPRS) return true;
    return sel < 28 ? sel - 24u < m->tq_n : sel - 28u < m->uq_n;
}

static void push_queue(pto_machine *m, bool t, const uint64_t *v)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t *q = t ? m->tq[pe] : m->uq[pe];
        q[3] = q[2], q[2] = q[1], q[1] = q[0], q[0] = v[pe];
    }
    uint8_t *n = t ? &m->tq_n : &m->uq_n;
    if (*n < 4) (*n)++;
    m->wb = true;
    m->wb_sel = t ? 31 : 30;
    m->wb_val = v[m->cur_pe];
}

/* WriteScalarDestination on every lane: 0..23 a GPR (0 discards), 30 ->u,
 * 31 ->t, 24..29 write nothing. */
static void wr_dst(pto_machine *m, unsigned sel, const uint64_t *v)
{
    if (sel < PTO_GPRS) {
        if (sel)
            for (unsigned pe = 0; pe < PTO_PES; pe++) m->gpr[pe][sel] = v[pe];
        m->wb = sel != 0;
        m->wb_sel = (uint8_t)sel;
        m->wb_val = v[m->cur_pe];
    } else if (sel == 30 || sel == 31) {
        push_queue(m, sel == 31, v);
    }
}

const char *scalar_source_name(unsigned sel, char buf[8])
{
    if (sel < PTO_GPRS) return gpr_names[sel];
    buf[0] = sel < 28 ? 't' : 'u';
    buf[1] = '#';
    buf[2] = (char)('1' + (sel - (sel < 28 ? 24u : 28u)));
    buf[3] = 0;
    return buf;
}

/* ---- value rules (asl/scalar/model/alu/semantics.asl) --------------------- */

enum bin_op { B_ADD, B_SUB, B_AND, B_OR, B_XOR, B_SLL, B_SRL, B_SRA, B_MIN, B_MINU, B_MAX, B_MAXU, B_MUL_FAST };

static uint64_t sext32(uint64_t v) { return sign_extend(v, 32); }

/* ScalarBinary */
static uint64_t binary(unsigned op, uint64_t l, uint64_t r)
{
    switch (op) {
    case B_ADD: return l + r;
    case B_SUB: return l - r;
    case B_AND: return l & r;
    case B_OR: return l | r;
    case B_XOR: return l ^ r;
    case B_SLL: return l << (r & 63u);
    case B_SRL: return l >> (r & 63u);
    case B_SRA: return (uint64_t)((int64_t)l >> (r & 63u));
    case B_MIN: return (int64_t)l < (int64_t)r ? l : r;
    case B_MINU: return l < r ? l : r;
    case B_MAX: return (int64_t)l > (int64_t)r ? l : r;
    default: return l > r ? l : r; /* B_MAXU */
    }
}

/* ScalarBinaryW: on the low 32 bits, sign-extended. */
static uint64_t binary_w(unsigned op, uint64_t l, uint64_t r)
{
    uint32_t a = (uint32_t)l, b = (uint32_t)r, x;
    switch (op) {
    case B_ADD: x = a + b; break;
    case B_SUB: x = a - b; break;
    case B_AND: x = a & b; break;
    case B_OR: x = a | b; break;
    case B_XOR: x = a ^ b; break;
    case B_SLL: x = a << (b & 31u); break;
    case B_SRL: x = a >> (b & 31u); break;
    default: x = (uint32_t)((int32_t)a >> (b & 31u)); break; /* B_SRA */
    }
    return sext32(x);
}

/* ScalarRightModifier values */
enum { RM_NONE, RM_SW, RM_UW, RM_NEG };
/* DecodeScalarBinaryRightModifier: 00 .sw, 01 .uw, 10 .neg/.not, 11 none. */
static unsigned bin_mod(uint32_t raw)
{
    static const uint8_t t[4] = {RM_SW, RM_UW, RM_NEG, RM_NONE};
    return t[raw & 3u];
}
/* DecodeScalarComparisonRightModifier / ...AddressRightModifier: 00 none,
 * 01 .sw, 10 .uw, 11 .neg/.not. */
static unsigned cmp_mod(uint32_t raw) { return raw & 3u; }

/* ApplyScalarRightModifier */
static uint64_t apply_mod(uint64_t v, unsigned mod, bool logical)
{
    switch (mod) {
    case RM_SW: return sext32(v);
    case RM_UW: return v & 0xFFFFFFFFu;
    case RM_NEG: return logical ? ~v : 0 - v;
    default: return v;
    }
}

/* ConditionHolds */
enum cond { C_EQ, C_NE, C_LT, C_GE, C_LTU, C_GEU };
static bool cond_holds(unsigned c, uint64_t l, uint64_t r)
{
    switch (c) {
    case C_EQ: return l == r;
    case C_NE: return l != r;
    case C_LT: return (int64_t)l < (int64_t)r;
    case C_GE: return (int64_t)l >= (int64_t)r;
    case C_LTU: return l < r;
    default: return l >= r;
    }
}

/* ScalarDivide* / ScalarRemainder*: a zero divisor gives quotient 0 and the
 * dividend as remainder; the signed minimum divided by -1 wraps. */
static uint64_t div_s(uint64_t a, uint64_t b)
{
    if (!b) return 0;
    if (a == (uint64_t)1 << 63 && b == ~(uint64_t)0) return a;
    return (uint64_t)((int64_t)a / (int64_t)b);
}
static uint64_t rem_s(uint64_t a, uint64_t b)
{
    if (!b) return a;
    if (a == (uint64_t)1 << 63 && b == ~(uint64_t)0) return 0;
    return (uint64_t)((int64_t)a % (int64_t)b);
}
static uint64_t div_u(uint64_t a, uint64_t b) { return b ? a / b : 0; }
static uint64_t rem_u(uint64_t a, uint64_t b) { return b ? a % b : a; }

/* ---- placement (asl/scalar/model/sys/semantics.asl ScalarOperationApplicable) */

static bool is_setc(unsigned rule)
{
    switch (rule) {
    case SX_SETC_EQ: case SX_SETC_NE: case SX_SETC_LT: case SX_SETC_GE: case SX_SETC_LTU: case SX_SETC_GEU:
    case SX_SETCI_EQ: case SX_SETCI_NE: case SX_SETCI_LT: case SX_SETCI_GE: case SX_SETCI_LTU: case SX_SETCI_GEU:
    case SX_SETCL_AND: case SX_SETCL_OR: case SX_SETCLI_AND: case SX_SETCLI_OR: case SX_C_SETC_EQ: case SX_C_SETC_NE:
        return true;
    default:
        return false;
    }
}

/* The reason the instruction may not run here, or NULL.  The instruction
 * itself enters the body of an open block (decisions D18), so "in the body"
 * is "a block is open". */
static const char *placement(const pto_machine *m, unsigned rule)
{
    const block_state *b = &m->blk;
    if (is_setc(rule)) {
        if (!b->active || b->transfer != TR_COND)
            return "SETC needs the body of a COND block (ScalarOperationApplicable)";
        if (b->cond_set) return "a second SETC in one block (ScalarOperationApplicable)";
        return NULL;
    }
    switch (rule) {
    case SX_SETC_TGT:
        return b->active && b->kind == BK_STANDARD
                   ? NULL
                   : "SETC.TGT needs an open standard block (BundleCommitTargetWritable)";
    case SX_C_SETC_TGT:
        if (!b->active || b->kind != BK_STANDARD)
            return "C.SETC.TGT needs an open standard block (BundleCommitTargetWritable)";
        return b->tgt_set ? "a second C.SETC.TGT in one block (ScalarOperationApplicable)" : NULL;
    case SX_EBREAK:
    case SX_FENCE_D:
    case SX_FENCE_I:
        return b->active && b->kind == BK_SYSTEM
                   ? NULL
                   : "a system operation runs in the body of a system block: open one with C.BSTART.SYS "
                     "or BSTART.SYS FALL (ScalarOperationApplicable)";
    default:
        return NULL;
    }
}

/* ---- memory (asl/scalar/model/dispatch/agu.asl, agu/memory.asl) ------------ */

/* The address each lane accesses (ScalarDecodedAGUBase + Offset). */
static void agu_addresses(const pto_machine *m, const insn *in, const agu_info *a, bool store, uint64_t *addr)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t base, off;
        if (a->kind == AGU_IMM && store) base = rd_src(m, pe, in->f[FLD_SrcR]);
        else base = rd_src(m, pe, in->f[FLD_SrcL]);
        if (a->kind == AGU_REG) {
            uint64_t idx = apply_mod(rd_src(m, pe, in->f[FLD_SrcR]), cmp_mod(in->f[FLD_SrcRType]), false);
            unsigned sh = insn_has(in, FLD_Shamt) ? in->f[FLD_Shamt] : a->scale;
            off = idx << sh;
        } else {
            off = imm_word(in) << a->scale;
        }
        addr[pe] = base + off;
    }
}

/* ProbeDataAccess on every lane, PE 0 first: the first failing one faults
 * with its address.  0, or PTO_FAULT. */
static pto_status agu_probe(pto_machine *m, uint64_t pc, const uint64_t *addr, unsigned size, bool store)
{
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        int k = gm_probe(&m->mem, addr[pe], size, size);
        if (k) {
            snprintf(m->rule_buf, sizeof m->rule_buf, "the %u-byte scalar %s of PE%u at 0x%llx %s (ProbeDataAccess)",
                     size, store ? "store" : "load", pe, (unsigned long long)addr[pe],
                     k == PTO_FAULT_DATA_ALIGNMENT ? "is not naturally aligned" : "lies outside the memory");
            raise_fault_addr(m, (pto_fault_kind)k, pc, m->rule_buf, addr[pe]);
            return PTO_FAULT;
        }
    }
    return PTO_OK;
}

static pto_status exec_load(pto_machine *m, const insn *in, uint64_t pc)
{
    const agu_info *a = agu_info_of(in->form);
    uint64_t addr[PTO_PES], v[PTO_PES];
    agu_addresses(m, in, a, false, addr);
    pto_status s = agu_probe(m, pc, addr, a->size, false);
    if (s != PTO_OK) return s;
    for (unsigned pe = 0; pe < PTO_PES; pe++) {
        uint64_t x = gm_load(&m->mem, addr[pe], a->size);
        v[pe] = a->sgn ? sign_extend(x, a->size * 8u) : x; /* NormalizeScalarLoadResult */
    }
    if (a->kind == AGU_COMPRESSED) push_queue(m, true, v);
    else wr_dst(m, in->f[FLD_RegDst], v);
    return PTO_OK;
}

static pto_status exec_store(pto_machine *m, const insn *in, uint64_t pc)
{
    const agu_info *a = agu_info_of(in->form);
    uint64_t addr[PTO_PES];
    agu_addresses(m, in, a, true, addr);
    pto_status s = agu_probe(m, pc, addr, a->size, true);
    if (s != PTO_OK) return s;
    for (unsigned pe = 0; pe < PTO_PES; pe++)
        if (!gm_prepare_write(&m->mem, addr[pe], a->size))
            return set_error(m, PTO_ERR_NOMEM, "out of host memory for a global memory page");
    /* ReadDecodedAGUStoreSource: SrcD, T#1 for the compressed forms, else SrcL. */
    unsigned src = insn_has(in, FLD_SrcD) ? in->f[FLD_SrcD] : a->kind == AGU_COMPRESSED ? 24u : in->f[FLD_SrcL];
    uint64_t v[PTO_PES];
    for (unsigned pe = 0; pe < PTO_PES; pe++) v[pe] = rd_src(m, pe, src);
    for (unsigned pe = 0; pe < PTO_PES; pe++) gm_store(&m->mem, addr[pe], a->size, v[pe]);
    return PTO_OK;
}

/* ---- the rules ------------------------------------------------------------------ */

/* Which fields are Reg5 sources (SCALAR_SOURCE_FIELDS of the decoder
 * generator) and the implicit T#1 readers (ScalarImplicitSourceOperandsLegal). */
static const char *sources_legal(const pto_machine *m, const insn *in, unsigned rule)
{
    static const uint8_t srcs[4] = {FLD_SrcL, FLD_SrcR, FLD_SrcD, FLD_SrcP};
    for (unsigned i = 0; i < 4; i++)
        if (insn_has(in, srcs[i]) && !src_legal(m, in->f[srcs[i]]))
            return "a T/U queue source names an entry that holds no value (ScalarSourceSelectorLegal)";
    bool implicit_t = rule == SX_C_SLLI || rule == SX_C_SRLI ||
                      (agu_info_of(in->form)->kind == AGU_COMPRESSED && rule == SX_STORE);
    if (implicit_t && m->tq_n == 0)
        return "the implicit source T#1 holds no value (ScalarImplicitSourceOperandsLegal)";
    return NULL;
}

static unsigned rule_op(unsigned rule)
{
    switch (rule) {
    case SX_BIN_ADD: case SX_BINW_ADD: case SX_IMM_ADD: case SX_IMMW_ADD: case SX_C_ADD: case SX_C_ADDI: return B_ADD;
    case SX_BIN_SUB: case SX_BINW_SUB: case SX_IMM_SUB: case SX_IMMW_SUB: case SX_C_SUB: return B_SUB;
    case SX_BIN_AND: case SX_BINW_AND: case SX_IMM_AND: case SX_IMMW_AND: case SX_C_AND: return B_AND;
    case SX_BIN_OR: case SX_BINW_OR: case SX_IMM_OR: case SX_IMMW_OR: case SX_C_OR: return B_OR;
    case SX_BIN_XOR: case SX_BINW_XOR: case SX_IMM_XOR: case SX_IMMW_XOR: return B_XOR;
    case SX_REG_SLL: case SX_REGW_SLL: case SX_SHI_SLL: case SX_SHIW_SLL: case SX_C_SLLI: return B_SLL;
    case SX_REG_SRL: case SX_REGW_SRL: case SX_SHI_SRL: case SX_SHIW_SRL: case SX_C_SRLI: return B_SRL;
    case SX_REG_SRA: case SX_REGW_SRA: case SX_SHI_SRA: case SX_SHIW_SRA: return B_SRA;
    case SX_REG_MIN: return B_MIN;
    case SX_REG_MINU: return B_MINU;
    case SX_REG_MAX: return B_MAX;
    default: return B_MAXU;
    }
}

static unsigned rule_cond(unsigned rule)
{
    switch (rule) {
    case SX_CMP_EQ: case SX_CMPI_EQ: case SX_SETC_EQ: case SX_SETCI_EQ: case SX_C_CMP_EQI: case SX_C_SETC_EQ:
        return C_EQ;
    case SX_CMP_NE: case SX_CMPI_NE: case SX_SETC_NE: case SX_SETCI_NE: case SX_C_CMP_NEI: case SX_C_SETC_NE:
        return C_NE;
    case SX_CMP_LT: case SX_CMPI_LT: case SX_SETC_LT: case SX_SETCI_LT: return C_LT;
    case SX_CMP_GE: case SX_CMPI_GE: case SX_SETC_GE: case SX_SETCI_GE: return C_GE;
    case SX_CMP_LTU: case SX_CMPI_LTU: case SX_SETC_LTU: case SX_SETCI_LTU: return C_LTU;
    default: return C_GEU;
    }
}

/* ExecuteSetCommit / ExecuteSetCommitLogical with the current PE's value. */
static void set_commit(pto_machine *m, bool holds)
{
    m->commit_arg = holds ? 1u : 0u;
    if (m->blk.active) m->blk.taken = holds;
    m->blk.cond_set = true;
}

void scalar_fast_of(const insn *in, scalar_fast *out)
{
    memset(out, 0, sizeof *out);
    if (!form_is_scalar(in->form)) return;
    const unsigned rule = scalar_info_of(in->form)->rule;
    const uint32_t *f = in->f;
    if (f[FLD_RegDst] >= PTO_GPRS || f[FLD_SrcL] >= PTO_GPRS) return;
    unsigned op;
    switch (rule) {
    case SX_BIN_ADD: case SX_BIN_SUB: case SX_BIN_AND: case SX_BIN_OR: case SX_BIN_XOR:
        /* SrcRType 3: no modifier (bin_mod) */
        if (f[FLD_SrcR] >= PTO_GPRS || f[FLD_Shamt] || bin_mod(f[FLD_SrcRType]) != RM_NONE) return;
        op = rule_op(rule);
        break;
    case SX_REG_SLL: case SX_REG_SRL: case SX_REG_SRA: case SX_MUL:
        if (f[FLD_SrcR] >= PTO_GPRS) return;
        op = rule == SX_MUL ? B_MUL_FAST : rule_op(rule);
        break;
    case SX_IMM_ADD: case SX_IMM_SUB: case SX_IMM_AND: case SX_IMM_OR: case SX_IMM_XOR:
        op = rule_op(rule);
        out->imm = true;
        out->k = imm_word(in);
        break;
    case SX_SHI_SLL: case SX_SHI_SRL: case SX_SHI_SRA:
        op = rule_op(rule);
        out->imm = true;
        out->k = f[FLD_Shamt];
        break;
    default:
        return;
    }
    static const uint8_t sf[] = {[B_ADD] = SF_ADD, [B_SUB] = SF_SUB, [B_AND] = SF_AND, [B_OR] = SF_OR,
                                 [B_XOR] = SF_XOR, [B_SLL] = SF_SLL, [B_SRL] = SF_SRL, [B_SRA] = SF_SRA,
                                 [B_MUL_FAST] = SF_MUL};
    out->op = sf[op];
    out->d = (uint8_t)f[FLD_RegDst];
    out->l = (uint8_t)f[FLD_SrcL];
    out->r = out->imm ? 0 : (uint8_t)f[FLD_SrcR];
}

pto_status scalar_exec(pto_machine *m, const insn *in)
{
    uint64_t pc = m->tpc;
    const unsigned rule = scalar_info_of(in->form)->rule;
    const unsigned cur = m->cur_pe;
    const uint32_t *f = in->f;
    const char *why = placement(m, rule);
    if (why) return FAULT(BUNDLE_CONTROL, why);
    why = sources_legal(m, in, rule);
    if (why) return FAULT(ILLEGAL_INSTRUCTION, why);
    uint64_t r[PTO_PES];
    uint64_t next = pc + in->length;
    unsigned pe;
    pto_status s = PTO_OK;
#define EACH for (pe = 0; pe < PTO_PES; pe++)
#define L rd_src(m, pe, f[FLD_SrcL])
#define R rd_src(m, pe, f[FLD_SrcR])
    switch (rule) {
    case SX_BIN_ADD: case SX_BIN_SUB: case SX_BIN_AND: case SX_BIN_OR: case SX_BIN_XOR:
    case SX_BINW_ADD: case SX_BINW_SUB: case SX_BINW_AND: case SX_BINW_OR: case SX_BINW_XOR: {
        /* ExecuteDecodedBinary: PrepareScalarRight, then the operation */
        unsigned op = rule_op(rule);
        bool logical = op == B_AND || op == B_OR || op == B_XOR;
        bool w = rule >= SX_BINW_ADD && rule <= SX_BINW_XOR;
        unsigned mod = bin_mod(f[FLD_SrcRType]);
        EACH {
            uint64_t right = apply_mod(R, mod, logical) << (f[FLD_Shamt] & 63u);
            r[pe] = w ? binary_w(op, L, right) : binary(op, L, right);
        }
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_IMM_ADD: case SX_IMM_SUB: case SX_IMM_AND: case SX_IMM_OR: case SX_IMM_XOR: {
        uint64_t imm = imm_word(in);
        EACH r[pe] = binary(rule_op(rule), L, imm);
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_IMMW_ADD: case SX_IMMW_SUB: case SX_IMMW_AND: case SX_IMMW_OR: case SX_IMMW_XOR: {
        uint64_t imm = imm_word(in);
        EACH r[pe] = binary_w(rule_op(rule), L, imm);
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_REG_SLL: case SX_REG_SRL: case SX_REG_SRA: case SX_REG_MIN: case SX_REG_MINU: case SX_REG_MAX:
    case SX_REG_MAXU:
        EACH r[pe] = binary(rule_op(rule), L, R);
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_REGW_SLL: case SX_REGW_SRL: case SX_REGW_SRA:
        EACH r[pe] = binary_w(rule_op(rule), L, R);
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_SHI_SLL: case SX_SHI_SRL: case SX_SHI_SRA:
        EACH r[pe] = binary(rule_op(rule), L, f[FLD_Shamt]);
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_SHIW_SLL: case SX_SHIW_SRL: case SX_SHIW_SRA:
        EACH r[pe] = binary_w(rule_op(rule), L, f[FLD_Shamt]);
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_MUL: /* MultiplyWord: the low 64 bits, signed or not */
        EACH r[pe] = L * R;
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_MULW: /* ScalarMultiplyW */
        EACH r[pe] = sext32((L & 0xFFFFFFFFu) * (R & 0xFFFFFFFFu));
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_MADD: /* ScalarMultiplyAdd(SrcD, SrcL, SrcR) */
        EACH r[pe] = rd_src(m, pe, f[FLD_SrcD]) + L * R;
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_MADDW:
        EACH r[pe] = sext32((uint32_t)(L * R) + (uint32_t)rd_src(m, pe, f[FLD_SrcD]));
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_DIV: EACH r[pe] = div_s(L, R); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_DIVU: EACH r[pe] = div_u(L, R); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_REM: EACH r[pe] = rem_s(L, R); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_REMU: EACH r[pe] = rem_u(L, R); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_DIVW: EACH r[pe] = sext32(div_s(sext32(L), sext32(R))); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_REMW: EACH r[pe] = sext32(rem_s(sext32(L), sext32(R))); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_DIVUW: EACH r[pe] = sext32(div_u(L & 0xFFFFFFFFu, R & 0xFFFFFFFFu)); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_REMUW: EACH r[pe] = sext32(rem_u(L & 0xFFFFFFFFu, R & 0xFFFFFFFFu)); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_C_ADD: case SX_C_SUB: case SX_C_AND: case SX_C_OR: /* ExecuteDecodedCompressedBinary */
        EACH r[pe] = binary(rule_op(rule), L, R);
        push_queue(m, true, r);
        break;
    case SX_C_ADDI: {
        uint64_t imm = imm_word(in);
        EACH r[pe] = L + imm;
        push_queue(m, true, r);
        break;
    }
    case SX_C_SLLI: case SX_C_SRLI: {
        uint64_t imm = imm_word(in);
        EACH r[pe] = binary(rule_op(rule), rd_src(m, pe, 24), imm);
        push_queue(m, true, r);
        break;
    }
    case SX_MOVI: {
        uint64_t imm = imm_word(in);
        EACH r[pe] = imm;
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_MOVR: EACH r[pe] = L; wr_dst(m, f[FLD_RegDst], r); break;
    case SX_C_SEXT_B: EACH r[pe] = sign_extend(L, 8); push_queue(m, true, r); break;
    case SX_C_SEXT_H: EACH r[pe] = sign_extend(L, 16); push_queue(m, true, r); break;
    case SX_C_SEXT_W: EACH r[pe] = sign_extend(L, 32); push_queue(m, true, r); break;
    case SX_C_ZEXT_B: EACH r[pe] = L & 0xFFu; push_queue(m, true, r); break;
    case SX_C_ZEXT_H: EACH r[pe] = L & 0xFFFFu; push_queue(m, true, r); break;
    case SX_C_ZEXT_W: EACH r[pe] = L & 0xFFFFFFFFu; push_queue(m, true, r); break;
    case SX_LUI: /* MaterializeLUI */
        EACH r[pe] = sign_extend(f[FLD_Immediate], 20) << 12;
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_HL_LUI: /* MaterializeLongUpper */
        EACH r[pe] = (uint64_t)f[FLD_Immediate] << 32;
        wr_dst(m, f[FLD_RegDst], r);
        break;
    case SX_LIS: EACH r[pe] = sign_extend(f[FLD_Immediate], 32); wr_dst(m, f[FLD_RegDst], r); break;
    case SX_LIU: EACH r[pe] = f[FLD_Immediate]; wr_dst(m, f[FLD_RegDst], r); break;
    case SX_CSEL: { /* ScalarConditionalSelect with ApplySelectModifier (11: negate) */
        bool neg = (f[FLD_SrcRType] & 3u) == 3u;
        EACH {
            uint64_t rr = neg ? 0 - R : R;
            r[pe] = rd_src(m, pe, f[FLD_SrcP]) != 0 ? L : rr;
        }
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_CMP_EQ: case SX_CMP_NE: case SX_CMP_LT: case SX_CMP_GE: case SX_CMP_LTU: case SX_CMP_GEU: {
        /* ApplyRestrictedCompareModifier: .neg has no effect on a compare */
        unsigned mod = cmp_mod(f[FLD_SrcRType]);
        if (mod == RM_NEG) mod = RM_NONE;
        EACH r[pe] = cond_holds(rule_cond(rule), L, apply_mod(R, mod, false));
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_CMPI_EQ: case SX_CMPI_NE: case SX_CMPI_LT: case SX_CMPI_GE: case SX_CMPI_LTU: case SX_CMPI_GEU: {
        uint64_t imm = imm_word(in);
        EACH r[pe] = cond_holds(rule_cond(rule), L, imm);
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_CMPL_AND: case SX_CMPL_OR: { /* ExecuteCompareLogical, .not applies */
        unsigned mod = cmp_mod(f[FLD_SrcRType]);
        EACH {
            uint64_t rr = apply_mod(R, mod, true);
            r[pe] = (rule == SX_CMPL_OR ? L | rr : L & rr) != 0;
        }
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_CMPLI_AND: case SX_CMPLI_OR: {
        uint64_t imm = imm_word(in);
        EACH r[pe] = (rule == SX_CMPLI_OR ? L | imm : L & imm) != 0;
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_C_CMP_EQI: case SX_C_CMP_NEI: { /* T#1 against simm5, read without a legality check */
        uint64_t imm = imm_word(in);
        EACH r[pe] = cond_holds(rule_cond(rule), rd_src(m, pe, 24), imm);
        push_queue(m, true, r);
        break;
    }
    case SX_SETC_EQ: case SX_SETC_NE: case SX_SETC_LT: case SX_SETC_GE: case SX_SETC_LTU: case SX_SETC_GEU: {
        unsigned mod = cmp_mod(f[FLD_SrcRType]);
        if (mod == RM_NEG) mod = RM_NONE;
        set_commit(m, cond_holds(rule_cond(rule), rd_src(m, cur, f[FLD_SrcL]),
                                 apply_mod(rd_src(m, cur, f[FLD_SrcR]), mod, false)));
        break;
    }
    case SX_SETCI_EQ: case SX_SETCI_NE: case SX_SETCI_LT: case SX_SETCI_GE: case SX_SETCI_LTU: case SX_SETCI_GEU:
        /* ExecuteDecodedSetCommitImmediate: the immediate shifted by shamt */
        set_commit(m, cond_holds(rule_cond(rule), rd_src(m, cur, f[FLD_SrcL]), imm_word(in) << (f[FLD_Shamt] & 63u)));
        break;
    case SX_SETCL_AND: case SX_SETCL_OR: {
        uint64_t rr = apply_mod(rd_src(m, cur, f[FLD_SrcR]), cmp_mod(f[FLD_SrcRType]), true);
        uint64_t l = rd_src(m, cur, f[FLD_SrcL]);
        set_commit(m, (rule == SX_SETCL_OR ? l | rr : l & rr) != 0);
        break;
    }
    case SX_SETCLI_AND: case SX_SETCLI_OR: {
        uint64_t imm = imm_word(in) << (f[FLD_Shamt] & 63u), l = rd_src(m, cur, f[FLD_SrcL]);
        set_commit(m, (rule == SX_SETCLI_OR ? l | imm : l & imm) != 0);
        break;
    }
    case SX_C_SETC_EQ: case SX_C_SETC_NE:
        set_commit(m, cond_holds(rule_cond(rule), rd_src(m, cur, f[FLD_SrcL]), rd_src(m, cur, f[FLD_SrcR])));
        break;
    case SX_SETC_TGT: m->blk.bpcn = rd_src(m, cur, f[FLD_SrcL]); break; /* SetCommitTarget */
    case SX_C_SETC_TGT:
        m->blk.bpcn = rd_src(m, cur, f[FLD_SrcL]);
        m->blk.tgt_set = true;
        break;
    case SX_J: /* JumpRelative */
        next = pc + (imm_word(in) << 1);
        break;
    case SX_JR: { /* JumpRegister(SrcL + 2 * simm12) */
        uint64_t target = rd_src(m, cur, f[FLD_SrcL]) + (imm_word(in) << 1);
        if (target & 1u) {
            /* SetFault(Fault_InstructionPC, target): the target is the fault address */
            raise_fault_addr(m, PTO_FAULT_INSTRUCTION_PC, pc, "the JR target is odd (JumpRegister)", target);
            return PTO_FAULT;
        }
        next = target;
        break;
    }
    case SX_ADDTPC: { /* AddToPC: TPC + (sign-extended immediate << 12) */
        const imm_info *ii = &imms[in->form - F_CMD_COUNT];
        uint64_t v = pc + (sign_extend(f[FLD_Immediate], ii->width) << 12);
        EACH r[pe] = v;
        wr_dst(m, f[FLD_RegDst], r);
        break;
    }
    case SX_SETRET: { /* SetReturnAddress: TPC + 2 * the zero-extended immediate -> ra */
        uint64_t target = pc + ((uint64_t)f[FLD_Immediate] << 1);
        EACH r[pe] = target;
        wr_dst(m, 10, r);
        m->ra = target;
        break;
    }
    case SX_EBREAK: /* SoftwareBreakpoint: trap 50, the immediate as cause */
        raise_fault_addr(m, PTO_FAULT_SOFTWARE_BREAKPOINT, pc, "EBREAK (SoftwareBreakpoint)", pc); /* argument 0: TPC */
        m->fault.cause = f[FLD_Immediate];
        return PTO_FAULT;
    case SX_FENCE_D: case SX_FENCE_I: /* decisions D23: no observable effect */
        break;
    case SX_LOAD: s = exec_load(m, in, pc); break;
    case SX_STORE: s = exec_store(m, in, pc); break;
    default:
        return set_error(m, PTO_ERR_UNIMPLEMENTED, "%s has no execute rule in ptosim", pto_forms[in->form].mnemonic);
    }
#undef EACH
#undef L
#undef R
    if (s != PTO_OK) return s;
    if (m->blk.active) m->blk.body = true; /* decisions D18 */
    m->tpc = next;
    return PTO_OK;
}
