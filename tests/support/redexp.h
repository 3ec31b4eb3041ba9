/* Bundle builders and checks for the tests of the reduction and expansion
 * families (tests/test_avs_reduce.c, tests/test_reduce.c).  Every run and
 * every fault is followed by pto_check_invariants. */
#ifndef PTOSIM_TEST_REDEXP_H
#define PTOSIM_TEST_REDEXP_H

#include <stdbool.h>
#include <stdint.h>

#include "ptosim/ptosim.h"
#include "support/avs.h"

#define RX_NONE (-1)

/* BSTART(sel, dt) [B.DATR datr] B.DIM LB0=lb0 [B.DIM LB1=lb1] [B.DIM LB2=lb2]
 * B.IOT s0[, s1], <pemode>, last, ->T<size code> [B.IOR ior] BSTOP.
 * datr 0, lb1 0, lb2 0, ior 0 leave the word out (B.IOR ior is written as
 * it is, so avs_bior(0,0,0,0) gives an all-zero B.IOR); s1 RX_NONE binds
 * one source; lb0 0 leaves LB0 out. */
typedef struct rx_spec {
    unsigned sel, dt;
    uint32_t datr;
    uint32_t lb0, lb1, lb2;
    unsigned s0;
    int s1;
    unsigned pemode;         /* 0 means all (7) */
    unsigned size;           /* SizeCode; 0 means 1 (128 B) */
    uint32_t ior;            /* a B.IOR word, 0 none */
} rx_spec;
void rx_bundle(avs_prog *p, const rx_spec *s);

/* Configures tile idx (dt, cap bytes, Col cols, valid vr x vc, row-major,
 * PE mask) and writes v (vr * vc values, row-major; NULL: zeros) into its
 * valid region on every PE of the mask. */
void rx_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr, uint32_t vc,
             const uint64_t *v, unsigned mask);
/* The same values on one PE only. */
void rx_fill_pe(pto_machine *m, unsigned idx, unsigned pe, const uint64_t *v);

/* Runs p to its end; asserts success and the invariants. */
void rx_run_ok(pto_machine *m, const avs_prog *p);
/* Runs p to its last instruction (the BSTOP), which must fault with kind
 * leaving every bit of state as it was (avs_run_to_fault); then the
 * invariants must hold. */
void rx_run_fault(pto_machine *m, const avs_prog *p, pto_fault_kind kind);
/* Asserts the valid region of tile idx on every PE of its mask is v (vr x vc
 * row-major), defined, and the descriptor's valid shape is vr x vc. */
void rx_expect(const pto_machine *m, unsigned idx, uint32_t vr, uint32_t vc, const uint64_t *v);
/* The same on one PE. */
void rx_expect_pe(const pto_machine *m, unsigned idx, unsigned pe, uint32_t vr, uint32_t vc, const uint64_t *v);
void rx_invariants(const pto_machine *m);

/* The handler called directly, as an AVS test calls ExecuteTileReduction or
 * TileOperandsLegal_*: runs p's header (every instruction before its last,
 * the BSTOP), then asks the operations record of the block's operation
 * whether its operands are legal with tile dst as the destination, and,
 * when they are and exec is set, executes it into dst.  The block is then
 * discarded (pto_recover).  Returns the operands' verdict; *flags (may be
 * NULL) gets the flags execute returned. */
bool rx_handler(pto_machine *m, const avs_prog *p, unsigned dst, bool exec, unsigned *flags);
/* The family's closed schema (C10) on the header of p as it stands before
 * its BSTOP, after edit (may be NULL) changed the block state; the block is
 * then discarded. */
typedef struct block_state block_state;
bool rx_schema(pto_machine *m, const avs_prog *p, void (*edit)(block_state *b));

#endif
