/* Scalar instructions (decisions D21): the execute rules of the forms of
 * isa/scalar_forms.def, which scripts/gen_scalar_forms.py expands from the
 * specification's scalar-form catalog.  Each rule cites the ASL it
 * follows (the files of asl/scalar/model/dispatch and the semantics they call). */
#ifndef PTOSIM_SCALAR_H
#define PTOSIM_SCALAR_H

#include "core.h"

enum scalar_rule {
    SX_NONE = 0,
#define SRULE(r) SX_##r,
#include "scalar_forms.def"
#undef SRULE
    SX_COUNT
};

/* Executes the scalar instruction in at TPC on every PE (decisions S1 in
 * docs/ARCHITECTURE.md: each PE runs it on its own GPRs and T/U queues;
 * the current PE decides what is core-wide).  Checks first (placement,
 * queue sources, memory probes of every PE), then the effects; a fault
 * leaves the machine as it was but the fault record. */
pto_status scalar_exec(pto_machine *m, const insn *in);

/* The inline form of in (out->op SF_NONE if it has none): the ALU forms
 * whose sources are GPRs (0..23), destination a GPR, and, for the
 * register forms, no SrcRType modifier and no shift. */
void scalar_fast_of(const insn *in, scalar_fast *out);

/* Executes a scalar_fast instruction of len bytes at TPC as scalar_exec
 * does (it cannot fault): every PE, the trace record, the body of an open
 * block (decisions D18), TPC. */
static inline void scalar_fast_exec(pto_machine *m, const scalar_fast *f, unsigned len)
{
    uint64_t r[PTO_PES];
    const unsigned l = f->l, rr = f->r;
#define SF_EACH(expr)                                                                                            \
    for (unsigned pe = 0; pe < PTO_PES; pe++) {                                                                  \
        uint64_t a = m->gpr[pe][l], b = f->imm ? f->k : m->gpr[pe][rr];                                         \
        r[pe] = (expr);                                                                                          \
    }
    switch (f->op) { /* one dispatch for the four PEs */
    case SF_ADD: SF_EACH(a + b) break;
    case SF_SUB: SF_EACH(a - b) break;
    case SF_AND: SF_EACH(a & b) break;
    case SF_OR: SF_EACH(a | b) break;
    case SF_XOR: SF_EACH(a ^ b) break;
    case SF_SLL: SF_EACH(a << (b & 63u)) break;
    case SF_SRL: SF_EACH(a >> (b & 63u)) break;
    case SF_SRA: SF_EACH((uint64_t)((int64_t)a >> (b & 63u))) break;
    default: SF_EACH(a * b) break; /* SF_MUL */
    }
#undef SF_EACH
    if (f->d)
        for (unsigned pe = 0; pe < PTO_PES; pe++) m->gpr[pe][f->d] = r[pe];
    m->wb = f->d != 0;
    m->wb_sel = f->d;
    m->wb_val = r[m->cur_pe];
    if (m->blk.active) m->blk.body = true;
    m->tpc += len;
}

/* Reg5 selector names: 0..23 the GPR names, 24..27 t#1..t#4, 28..31 u#1..u#4
 * as sources; as destinations 30 is u, 31 is t (24..29 write nothing). */
const char *scalar_source_name(unsigned sel, char buf[8]);

#endif
