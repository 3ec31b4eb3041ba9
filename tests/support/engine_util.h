/* Helpers for the tile-machine behaviour tests: hand encoders of the TEPL
 * block commands, a code buffer, tile set-up, and a stepping runner that
 * records the full architectural state before every instruction.
 *
 * The encoders are written from the field tables of the specification
 * (spec-digest §2.2..§2.9: BSTART.TEPL, B.DATR, B.DIM, C.B.DIMI, B.IOT,
 * B.IOR, B.IOS; B.CATR, B.HINT and B.FPATR from spec/catalog/command-forms.json),
 * not from the simulator's encoder. */
#ifndef PTOSIM_TEST_ENGINE_UTIL_H
#define PTOSIM_TEST_ENGINE_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"
#include "support/support.h"

/* TEPL selectors (spec-digest §2.2). */
enum { SEL_TADD = 0x000, SEL_TSUBS = 0x021, SEL_TCMPS = 0x02D, SEL_TEXPANDS = 0x03B };
/* DataType codes (spec-digest §2.3). */
enum {
    D_FP64 = 0, D_FP32 = 1, D_TF32 = 2, D_HF32 = 3, D_FP16 = 4, D_BF16 = 5, D_HIF8 = 6,
    D_E4M3 = 7, D_E5M2 = 8, D_S64 = 16, D_S32 = 17, D_S16 = 18, D_S8 = 19, D_U64 = 24,
    D_U32 = 25, D_U16 = 26, D_U8 = 27
};
/* B.DATR PadValueOrByteId, CMode. */
enum { PAD_ZERO = 0, PAD_MAX = 1, PAD_MIN = 2, PAD_NULL = 3 };
enum { CM_EQ = 0, CM_NE = 1, CM_LT = 2, CM_GT = 3, CM_LE = 4, CM_GE = 5 };
/* B.IOT DstTile hands. */
enum { HAND_T = 0, HAND_U = 1, HAND_M = 2, HAND_N = 3 };
/* GPR numbers of the ABI names (spec-digest §1.8). */
enum { R_ZERO = 0, R_SP = 1, R_A0 = 2, R_A1 = 3, R_A2 = 4, R_A3 = 5, R_S0 = 11 };

#define W_BSTOP 0x00000001u
#define H_CBSTOP 0x0000u
#define L_BSTOP 0x000000010000000Full /* word0 0x0000000F, word1 0x00000001 */

/* The 3-bit PEMode of a 4-bit PE mask (bit 3 = PE0), -1 if not encodable
 * (spec-digest §1.7). */
int pemode_of_mask(unsigned mask);
unsigned mask_of_pemode(unsigned pemode);
unsigned popcount4(unsigned mask);

uint32_t enc_bstart(unsigned dt, unsigned sel);
uint32_t enc_datr(unsigned cmode, unsigned pad, unsigned sat, unsigned canon, unsigned dt, unsigned rmode,
                  unsigned layout);
static inline uint32_t enc_datr_pad(unsigned pad) { return enc_datr(0, pad, 0, 0, 0, 0, 0); }
uint32_t enc_bdim(unsigned lb, unsigned reg, uint32_t uimm17);
uint16_t enc_cdimi(unsigned lb, unsigned imm8);
uint32_t enc_iot_ssd(unsigned s0, unsigned s1, unsigned last, unsigned size, unsigned pemode, unsigned hand);
uint32_t enc_iot_ss(unsigned s0, unsigned s1, unsigned last, unsigned pemode);
uint32_t enc_iot_sd(unsigned s0, unsigned last, unsigned size, unsigned pemode, unsigned hand);
uint32_t enc_iot_s(unsigned s0, unsigned last, unsigned pemode);
uint32_t enc_iot_d(unsigned last, unsigned size, unsigned pemode, unsigned hand);
uint32_t enc_ior(unsigned rs0, unsigned rs1, unsigned rs2, unsigned rd);
uint32_t enc_ios(unsigned tid, unsigned size, unsigned pemode);
uint32_t enc_catr(unsigned trap, unsigned far);
#define W_BHINT 0x00000033u  /* B.HINT with every field 0 */
#define W_BFPATR 0x00002023u /* B.FPATR with every field 0 */

/* A code buffer of instructions at increasing byte offsets. */
#define CODE_MAX_INSNS 96
typedef struct code_buf {
    uint8_t bytes[CODE_MAX_INSNS * 8];
    size_t len;
    unsigned n;
    uint64_t off[CODE_MAX_INSNS + 1];
} code_buf;
void cb_init(code_buf *c);
unsigned cb_w(code_buf *c, uint32_t word);   /* 32-bit instruction; returns its index */
unsigned cb_h(code_buf *c, uint16_t half);   /* 16-bit instruction */
unsigned cb_l(code_buf *c, uint64_t dword);  /* 64-bit instruction */

/* Outcome of running a code buffer from TPC 0 until the end or a fault. */
typedef struct run_result {
    pto_status status;       /* PTO_END, PTO_FAULT, or an error */
    pto_fault_info fault;
    int fault_index;         /* index of the instruction at the fault PC, -1 if none */
    bool unchanged;          /* the fault left tiles, payloads, definedness, GPRs,
                                flags, block activity and BPC as before the
                                faulting instruction */
    uint64_t tpc;            /* TPC after the run */
    unsigned steps;
} run_result;
/* Sets TPC to 0 (keeps all other state) and steps until the end of the
 * buffer or the first non-OK status. */
void run_code(pto_machine *m, const code_buf *c, run_result *r);
/* Steps once from the current TPC; same bookkeeping. */
void step_code(pto_machine *m, const code_buf *c, run_result *r);

/* Tile set-up (simulator control).  mk_tile configures a numeric tile and
 * fails the test if the API refuses. */
void mk_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr, uint32_t vc,
             unsigned mask);
void mk_tile_layout(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr,
                    uint32_t vc, unsigned mask, unsigned layout);
/* Writes vals[0..n) to the valid region (row-major) on every PE of the
 * tile's mask. */
void fill_tile(pto_machine *m, unsigned idx, const uint64_t *vals, unsigned n);
void fill_tile_pe(pto_machine *m, unsigned idx, unsigned pe, const uint64_t *vals, unsigned n);
/* Writes v to every valid element on every PE of the tile. */
void fill_tile_const(pto_machine *m, unsigned idx, uint64_t v);
void set_gpr_all(pto_machine *m, unsigned reg, uint64_t v);
/* Adds FP64 tiles with mask 1000 in hands M and N until the capacity in use
 * equals target (a multiple of 128 not below the current use). */
void fill_budget(pto_machine *m, uint32_t target);

/* Element read helpers; fail the test if the API refuses. */
uint64_t elem(const pto_machine *m, unsigned idx, unsigned pe, uint32_t i);
bool elem_defined(const pto_machine *m, unsigned idx, unsigned pe, uint32_t i);
const uint8_t *payload(const pto_machine *m, unsigned idx, unsigned pe);

unsigned count_allocated(const pto_machine *m);

#endif
