/* Bundle builders for the ports of the specification's AVS tests of the
 * operations that share the tile-tile and tile-scalar handlers.  Every
 * bundle binds one destination in hand T with SizeCode 1 (128 B) and PE
 * mask 1111 unless a test builds its own words. */
#ifndef PTOSIM_TEST_SIBLING_H
#define PTOSIM_TEST_SIBLING_H

#include <stdbool.h>
#include <stdint.h>

#include "ptosim/ptosim.h"
#include "support/avs.h"

#define SIB_ALL 0xFu /* PE mask 1111 */
#define SIB_NONE 0u  /* a dimension or B.DATR word that is left out */
#define SIB_NO_IOR (-1)

/* BSTART(sel, dt) [B.DATR datr] [B.DIM LB0=vc] [B.DIM LB2=cols]
 * B.IOT s0, s1, mask=1111, last, ->T<128B>  BSTOP.
 * vc, cols or datr equal to SIB_NONE leave the word out. */
void sib_binary(avs_prog *p, unsigned sel, unsigned dt, unsigned s0, unsigned s1, unsigned vc, unsigned cols,
                uint32_t datr);
/* BSTART(sel, dt) [B.DATR] [B.DIM LB0] [B.DIM LB2] B.IOT s0, mask=1111, last,
 * ->T<128B>  [B.IOR reg, zero, zero, ->zero]  BSTOP.  reg < 0 leaves the
 * B.IOR out. */
void sib_scalar(avs_prog *p, unsigned sel, unsigned dt, unsigned s0, unsigned vc, unsigned cols, uint32_t datr,
                int reg);

/* Selector, name, handler and engine of the op table, and the BSTART word
 * decoding back to the selector. */
void sib_check_static(unsigned selector, const char *name, unsigned handler, unsigned sfu);

/* Puts values v[0..n) into row 0 of tile idx. */
void sib_row(pto_machine *m, unsigned idx, const uint64_t *v, unsigned n);
/* Expects values v[0..n) (defined) in row 0 of tile idx. */
void sib_expect_row(const pto_machine *m, unsigned idx, const uint64_t *v, unsigned n);

/* Steps to instruction k, then steps it and asserts PTO_ERR_UNIMPLEMENTED
 * with TPC and every bit of architectural state unchanged. */
void sib_run_to_unimplemented(pto_machine *m, const avs_prog *p, unsigned k);

#endif
