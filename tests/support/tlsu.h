/* Helpers for the tests of the TLSU operations (TLOAD, TSTORE, TMOV,
 * TPREFETCH, GMOV, MGATHER*, MSCATTER*): the TLSU block-start encoder
 * (spec-digest-2 §2: DataType[31:27], Function[26:20], unit 00010 in
 * [19:15], 0x1181), little-endian global-memory access through the public
 * API, and runners that check a step's outcome together with the full
 * machine state (tiles, definedness, GPRs, flags, block, global memory)
 * and the invariants. */
#ifndef PTOSIM_TEST_TLSU_H
#define PTOSIM_TEST_TLSU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"
#include "support/avs.h"

/* TLSU functions (spec-digest-2 §2). */
enum {
    TLSU_TLOAD = 0, TLSU_TSTORE = 1, TLSU_TMOV = 2, TLSU_TPREFETCH = 3, TLSU_MGATHER = 4, TLSU_MSCATTER = 5,
    TLSU_MGATHER_MASK = 6, TLSU_MSCATTER_MASK = 7, TLSU_MGATHER_CAS = 8, TLSU_TMOV_L2S_INSERT = 9,
    TLSU_TMOV_L2S_PUBLISH = 10, TLSU_TMOV_S2L_BROADCAST = 11, TLSU_TMOV_S2L_EXTRACT = 12, TLSU_GMOV = 13,
    TLSU_TSTORE_SPART = 14
};
/* B.DATR Layout codes (spec-digest-2 §8.2). */
enum {
    LY_NORM = 0, LY_ND2DN = 1, LY_ND2ZN = 3, LY_ND2NZ = 4, LY_DN2ND = 6, LY_DN2ZN = 8, LY_DN2NZ = 9,
    LY_ZN2ND = 17, LY_ZN2DN = 18, LY_ZN2NZ = 20, LY_ND2M32 = 21, LY_ND2M16 = 22, LY_ND2N8 = 23,
    LY_M322ND = 24, LY_M162ND = 25, LY_N82ND = 26, LY_NZ2ND = 27, LY_NZ2DN = 28, LY_NZ2ZN = 30
};
/* PEMode of a single PE and of PE pairs (PTOv0PEMaskOfPEMode). */
enum { PEM_PE1 = 2, PEM_PE2 = 3, PEM_PE3 = 4, PEM_PE01 = 5, PEM_PE012 = 6 };

static inline uint32_t tlsu_bstart(unsigned dtype, unsigned fn)
{
    return (uint32_t)(dtype & 31u) << 27 | (uint32_t)(fn & 0x7Fu) << 20 | 0x00011181u;
}
/* B.DATR with only Layout (and PadValue) set. */
static inline uint32_t tlsu_layout(unsigned layout) { return avs_bdatr(0, 0, 0, 0, 0, 0, layout); }

/* A machine in the pto-v0 memory preset (4096 bytes, the ACR >= 2 window). */
pto_machine *tlsu_v0_machine(void);
/* size bytes (1..8) of v little-endian at addr; the range must fit. */
void mem_store(pto_machine *m, uint64_t addr, unsigned size, uint64_t v);
uint64_t mem_load(const pto_machine *m, uint64_t addr, unsigned size);
void mem_set(pto_machine *m, uint64_t addr, uint8_t byte, size_t n);
/* Writes GPR reg of one PE. */
void gpr_pe(pto_machine *m, unsigned pe, unsigned reg, uint64_t v);
/* Asserts the invariants hold. */
void expect_invariants(const pto_machine *m);

/* Steps to instruction k, steps it and asserts a memory fault of the given
 * kind at its PC with the GM address in the record, and no other change of
 * state (avs_run_to_fault), then the invariants. */
void run_to_mem_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind, uint64_t addr);
/* As avs_run_to_fault, plus: no address in the record, and the invariants. */
void run_to_fault(pto_machine *m, const avs_prog *p, unsigned k, pto_fault_kind kind);
/* Steps to instruction k, steps it and asserts PTO_ERR_UNIMPLEMENTED with a
 * "not implemented" message, no fault record, TPC unchanged and no other
 * change of state. */
void run_to_unimplemented(pto_machine *m, const avs_prog *p, unsigned k);
/* Runs the whole program from TPC 0 to its end and checks the invariants. */
void run_ok(pto_machine *m, const avs_prog *p);

/* The element of tile idx on PE pe at physical index i (the caller derives
 * i from the layout by hand): its value and definedness. */
void expect_phys(const pto_machine *m, unsigned idx, unsigned pe, uint32_t i, uint64_t v, bool defined);

#endif
