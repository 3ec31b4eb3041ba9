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

/* Reg5 selector names: 0..23 the GPR names, 24..27 t#1..t#4, 28..31 u#1..u#4
 * as sources; as destinations 30 is u, 31 is t (24..29 write nothing). */
const char *scalar_source_name(unsigned sel, char buf[8]);

#endif
