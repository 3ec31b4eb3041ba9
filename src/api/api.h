/* Glue between the public interfaces (include/ptosim/) and the internals. */
#ifndef PTOSIM_API_H
#define PTOSIM_API_H

#include "core.h"
#include "ptosim/codec.h"

/* The public view of a decoded instruction (codec.c). */
void codec_from_insn(const insn *in, pto_insn *out);

#endif
