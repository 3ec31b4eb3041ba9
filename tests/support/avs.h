/* Helpers for the ports of the specification's AVS tests: instruction word
 * encoders (from the field tables of the command forms), a small code
 * buffer, tile set-up on every participating PE, and fault checks that
 * compare the full machine state before and after the faulting
 * instruction.  Instructions are hand-encoded words. */
#ifndef PTOSIM_TEST_AVS_H
#define PTOSIM_TEST_AVS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

/* ---- DataType codes and selectors ---------------------------------------- */
enum {
    AVS_FP64 = 0, AVS_FP32 = 1, AVS_TF32 = 2, AVS_HF32 = 3, AVS_FP16 = 4, AVS_BF16 = 5, AVS_HIF8 = 6,
    AVS_E4M3 = 7, AVS_E5M2 = 8, AVS_E3M2 = 9, AVS_E2M3 = 10, AVS_E2M1X2 = 11, AVS_E1M2X2 = 12,
    AVS_E8M0 = 13, AVS_HIF4X2 = 14, AVS_S64 = 16, AVS_S32 = 17, AVS_S16 = 18, AVS_S8 = 19,
    AVS_S4X2 = 20, AVS_U64 = 24, AVS_U32 = 25, AVS_U16 = 26, AVS_U8 = 27, AVS_U4X2 = 28,
    AVS_DTYPE_NONE = 31
};
enum { AVS_TADD = 0x000, AVS_TSUBS = 0x021, AVS_TCMPS = 0x02D, AVS_TEXPANDS = 0x03B };
/* B.DATR PadValueOrByteId */
enum { AVS_PAD_ZERO = 0, AVS_PAD_MAX = 1, AVS_PAD_MIN = 2, AVS_PAD_NULL = 3 };
/* B.DATR CMode (spec numbering) */
enum { AVS_EQ = 0, AVS_NE = 1, AVS_LT = 2, AVS_GT = 3, AVS_LE = 4, AVS_GE = 5 };
/* B.IOT DstTile hands */
enum { AVS_HAND_T = 0, AVS_HAND_U = 1, AVS_HAND_M = 2, AVS_HAND_N = 3 };
/* PEMode codes: 0 none, 1 PE0, 2 PE1, 3 PE2, 4 PE3, 5 PE0-1, 6 PE0-2, 7 all */
enum { AVS_PEM_NONE = 0, AVS_PEM_PE0 = 1, AVS_PEM_ALL = 7 };

/* ---- encoders --------------------------------------------------------------- */
/* BSTART.TEPL (BSTART.VEC / BSTART.SFU): DataType[31:27] Mode[26:25]
 * Function[24:20], low 20 bits 0x19181. */
static inline uint32_t avs_bstart(unsigned dtype, unsigned selector)
{
    return (uint32_t)(dtype & 31u) << 27 | (uint32_t)((selector >> 5) & 3u) << 25 |
           (uint32_t)(selector & 31u) << 20 | 0x00019181u;
}
/* B.DATR: CMode[31:29] Pad[28:27] Sat[26] Canon[25] DataType[24:20] 00
 * RMode[17:15] 001 Layout[11:7] 0100011. */
static inline uint32_t avs_bdatr(unsigned cmode, unsigned pad, unsigned sat, unsigned canon, unsigned dtype,
                                 unsigned rmode, unsigned layout)
{
    return (uint32_t)(cmode & 7u) << 29 | (uint32_t)(pad & 3u) << 27 | (uint32_t)(sat & 1u) << 26 |
           (uint32_t)(canon & 1u) << 25 | (uint32_t)(dtype & 31u) << 20 | (uint32_t)(rmode & 7u) << 15 |
           (uint32_t)(layout & 31u) << 7 | 0x00001023u;
}
static inline uint32_t avs_bdatr_pad(unsigned pad) { return avs_bdatr(0, pad, 0, 0, 0, 0, 0); }
/* B.DIM LBn: uimm17[11:0] at [31:20], RegSrc[19:15], LB[14:12],
 * uimm17[16:12] at [11:7], 1000011. */
static inline uint32_t avs_bdim(unsigned lb, unsigned reg, uint32_t uimm17)
{
    return (uimm17 & 0xFFFu) << 20 | (uint32_t)(reg & 31u) << 15 | (uint32_t)(lb & 7u) << 12 |
           ((uimm17 >> 12) & 31u) << 7 | 0x43u;
}
/* C.B.DIMI: LoopNest[15:14] imm8[13:6] 111100. */
static inline uint16_t avs_cbdimi(unsigned lb, unsigned imm8)
{
    return (uint16_t)((lb & 3u) << 14 | (imm8 & 0xFFu) << 6 | 0x3Cu);
}
/* B.IOR: RegSrc2[31:27] 00 RegSrc1[24:20] RegSrc0[19:15] 000 RegDst[11:7] 0x13. */
static inline uint32_t avs_bior(unsigned rs0, unsigned rs1, unsigned rs2, unsigned rd)
{
    return (uint32_t)(rs2 & 31u) << 27 | (uint32_t)(rs1 & 31u) << 20 | (uint32_t)(rs0 & 31u) << 15 |
           (uint32_t)(rd & 31u) << 7 | 0x13u;
}
/* B.IOT: SrcTile1[31:26] SrcTile0[25:20] L[19] SizeCode[18:15] funct3[14:12]
 * PEMode[11:9] DstTile[8:7] 0x13. */
static inline uint32_t avs_biot_raw(unsigned s1, unsigned s0, unsigned last, unsigned size, unsigned funct3,
                                    unsigned pemode, unsigned hand)
{
    return (uint32_t)(s1 & 63u) << 26 | (uint32_t)(s0 & 63u) << 20 | (uint32_t)(last & 1u) << 19 |
           (uint32_t)(size & 15u) << 15 | (uint32_t)(funct3 & 7u) << 12 | (uint32_t)(pemode & 7u) << 9 |
           (uint32_t)(hand & 3u) << 7 | 0x13u;
}
/* mask, last, ->Dst<Size>  (funct3 110) */
static inline uint32_t avs_biot_d(unsigned pemode, unsigned last, unsigned hand, unsigned size)
{
    return avs_biot_raw(0, 0, last, size, 6, pemode, hand);
}
/* Src0, mask, last  (funct3 101, SizeCode 0) */
static inline uint32_t avs_biot_s(unsigned s0, unsigned pemode, unsigned last)
{
    return avs_biot_raw(0, s0, last, 0, 5, pemode, 0);
}
/* Src0, mask, last, ->Dst<Size>  (funct3 101) */
static inline uint32_t avs_biot_sd(unsigned s0, unsigned pemode, unsigned last, unsigned hand, unsigned size)
{
    return avs_biot_raw(0, s0, last, size, 5, pemode, hand);
}
/* Src0, Src1, mask, last  (funct3 100, SizeCode 0) */
static inline uint32_t avs_biot_ss(unsigned s0, unsigned s1, unsigned pemode, unsigned last)
{
    return avs_biot_raw(s1, s0, last, 0, 4, pemode, 0);
}
/* Src0, Src1, mask, last, ->Dst<Size>  (funct3 100) */
static inline uint32_t avs_biot_ssd(unsigned s0, unsigned s1, unsigned pemode, unsigned last, unsigned hand,
                                    unsigned size)
{
    return avs_biot_raw(s1, s0, last, size, 4, pemode, hand);
}
/* B.IOS: 0000 SharedTID[27:20] 0 SizeCode[18:15] 001 PEMode[11:9] 00 0x13. */
static inline uint32_t avs_bios(unsigned tid, unsigned size, unsigned pemode)
{
    return (uint32_t)(tid & 255u) << 20 | (uint32_t)(size & 15u) << 15 | 1u << 12 | (uint32_t)(pemode & 7u) << 9 |
           0x13u;
}
#define AVS_BSTOP 0x00000001u
#define AVS_C_BSTOP 0x0000u
#define AVS_L_BSTOP0 0x0000000Fu
#define AVS_L_BSTOP1 0x00000001u

/* ---- code buffer ------------------------------------------------------------ */
#define AVS_MAX_INSNS 96
typedef struct avs_prog {
    uint8_t code[AVS_MAX_INSNS * 8];
    size_t len;
    uint64_t pc[AVS_MAX_INSNS]; /* PC of instruction k */
    unsigned n;
} avs_prog;

void avs_init(avs_prog *p);
unsigned avs_w(avs_prog *p, uint32_t word);   /* a 32-bit instruction; returns its number */
unsigned avs_h(avs_prog *p, uint16_t half);   /* a 16-bit instruction */
unsigned avs_l(avs_prog *p, uint32_t w0, uint32_t w1); /* a 64-bit instruction */
/* PC just after the last instruction. */
static inline uint64_t avs_end(const avs_prog *p) { return p->len; }

/* ---- machine set-up ----------------------------------------------------------- */
/* A numeric tile (rows derived); asserts success. */
void avs_tile(pto_machine *m, unsigned idx, unsigned dt, uint32_t cap, uint32_t cols, uint32_t vr, uint32_t vc,
              unsigned layout, unsigned mask);
void avs_pred_tile(pto_machine *m, unsigned idx, uint32_t cap, uint32_t rows, uint32_t cols, uint32_t vr,
                   uint32_t vc, unsigned mask);
/* Writes element (r, c) on every PE of the tile's mask. */
void avs_put(pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v);
/* Writes GPR reg on all four PEs. */
void avs_gpr(pto_machine *m, unsigned reg, uint64_t v);
/* Checks element (r, c) on every PE of the tile's mask. */
void avs_expect(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c, uint64_t v, bool defined);
void avs_expect_defined(const pto_machine *m, unsigned idx, uint32_t r, uint32_t c, bool defined);
/* Checks the descriptor of an allocated tile. */
void avs_expect_desc(const pto_machine *m, unsigned idx, pto_tile_kind kind, unsigned dt, uint32_t cap,
                     uint32_t rows, uint32_t cols, uint32_t vr, uint32_t vc, unsigned mask);
unsigned avs_allocated_count(const pto_machine *m);

/* ---- running ------------------------------------------------------------------- */
/* Runs the whole program; asserts it reaches the end without a fault. */
void avs_run_ok(pto_machine *m, const avs_prog *p);
/* Steps from the current TPC until TPC reaches instruction k (each step
 * must succeed), then steps instruction k and asserts a fault of the given
 * kind at its PC, with its trap number, TPC left at the fault PC, BPC
 * unchanged and every other bit of state (tiles, payloads, definedness,
 * GPRs, flags, block activity) unchanged. */
void avs_run_to_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind);
/* The invariant checker; fails the test with its reason. */
void avs_invariants(const pto_machine *m);
/* From TPC 0: steps the BSTART (failing if ptosim does not execute the
 * operation) and runs to the end; then the invariants, no open block and
 * no fault record. */
void avs_commit_ok(pto_machine *m, const avs_prog *p);
/* From TPC 0: runs to the last instruction, which must fault with kind
 * (avs_run_to_fault: nothing else changed); then the invariants, nalloc
 * tiles allocated (-1: as many as before), the tile budget and flags as
 * before; recovers. */
void avs_commit_fault(pto_machine *m, const avs_prog *p, pto_fault_kind kind, int nalloc);
/* Steps from the current TPC until TPC reaches instruction k; asserts
 * every step succeeds. */
void avs_run_to(pto_machine *m, const avs_prog *p, unsigned k);
unsigned avs_trap_of(pto_fault_kind kind);

#endif
