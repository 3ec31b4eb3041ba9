/* Ports of the specification's AVS tests of the scalar ALU, branch and
 * system instructions ptosim executes (tests/asl/scalar/alu/, bru/ and sys/
 * in pto-spec, for the mnemonics of decisions D21): the canonical decodes,
 * executions, boundary values, queue sources and destinations, and faults.
 *
 * The BRU tests call generated validation functions
 * (ValidateScalarBRUExecute_X, ValidateScalarBRUBounds_X,
 * ValidateScalarBRUAlias_X) of the specification's ASL; each case below is
 * that function's body (or the test's own main) transcribed step by step:
 * the same set-up, the same instruction words, the same expected values.
 * The interpreter and the mapping of the model's calls are in
 * tests/support/scalar_avs.h; each case names the AVS id and file it
 * ports. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "core.h" /* BK_*, TR_*: the block kinds and transfers */
#include "support/scalar_avs.h"

/* clang-format off */
static const sc_op c0[] = {
    SC_R, SC_P(0, 1), SC_P(1, 1), SC_E(0xffcc0f05, 32, 0), SC_CQ_(0, 0, 1), SC_CQ_(1, 0, 0x80000001), SC_CQ_(1, 1,
    1), SC_X};
static const sc_op c1[] = {
    SC_D(5, 32, "ADD"), SC_FD(5, 32, "RegDst", 0), SC_FD(5, 32, "SrcL", 0), SC_FD(5, 32, "SrcR", 0), SC_FD(5, 32,
    "SrcRType", 0), SC_FD(5, 32, "shamt", 0), SC_X};
static const sc_op c2[] = {
    SC_R, SC_G(1, 0xa), SC_G(2, 3), SC_T(0x40), SC_E(0xc208085, 32, 0), SC_CG(1, 4), SC_CT(0x44), SC_X};
static const sc_op c3[] = {
    SC_R, SC_P(0, 5), SC_E(0xfffc0f15, 32, 0), SC_CQ_(0, 0, 5), SC_CQ_(1, 0, 0x1004), SC_X};
static const sc_op c4[] = {
    SC_D(0x15, 32, "ADDI"), SC_FD(0x15, 32, "RegDst", 0), SC_FD(0x15, 32, "SrcL", 0), SC_FD(0x15, 32, "uimm12", 0),
    SC_X};
static const sc_op c5[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_T(0x40), SC_E(0x108095, 32, 0), SC_CG(1, 0), SC_CT(0x44), SC_X};
static const sc_op c6[] = {
    SC_R, SC_P(0, 0x123456787ffff001), SC_E(0xfffc0f35, 32, 0), SC_CQ_(0, 0, 0x123456787ffff001), SC_CQ_(1, 0,
    0xffffffff80000000), SC_X};
static const sc_op c7[] = {
    SC_D(0x35, 32, "ADDIW"), SC_FD(0x35, 32, "RegDst", 0), SC_FD(0x35, 32, "SrcL", 0), SC_FD(0x35, 32, "uimm12", 0),
    SC_X};
static const sc_op c8[] = {
    SC_R, SC_G(1, 0x7fffffff), SC_T(0x40), SC_E(0x1080b5, 32, 0), SC_CG(1, 0xffffffff80000000), SC_CT(0x44), SC_X};
static const sc_op c9[] = {
    SC_R, SC_P(0, 1), SC_P(1, 1), SC_E(0xffcc0f25, 32, 0), SC_CQ_(0, 0, 1), SC_CQ_(1, 0, 0xffffffff80000001), SC_X};
static const sc_op c10[] = {
    SC_D(0x25, 32, "ADDW"), SC_FD(0x25, 32, "RegDst", 0), SC_FD(0x25, 32, "SrcL", 0), SC_FD(0x25, 32, "SrcR", 0),
    SC_FD(0x25, 32, "SrcRType", 0), SC_FD(0x25, 32, "shamt", 0), SC_X};
static const sc_op c11[] = {
    SC_R, SC_G(1, 0xa), SC_G(2, 3), SC_T(0x40), SC_E(0xc2080a5, 32, 0), SC_CG(1, 4), SC_CT(0x44), SC_X};
static const sc_op c12[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 3), SC_E(0xffcc2f85, 32, 0), SC_CQ_(1, 0, 3), SC_CQ_(0, 0,
    0x180000000), SC_CQ_(0, 1, 0xffffffffffffffff), SC_X};
static const sc_op c13[] = {
    SC_D(0x2005, 32, "AND"), SC_FD(0x2005, 32, "RegDst", 0), SC_FD(0x2005, 32, "SrcL", 0), SC_FD(0x2005, 32, "SrcR",
    0), SC_FD(0x2005, 32, "SrcRType", 0), SC_FD(0x2005, 32, "shamt", 0), SC_X};
static const sc_op c14[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_G(2, 3), SC_T(0x80), SC_E(0xc20a085, 32, 0), SC_CG(1, 0xfffffffffffffff8),
    SC_CT(0x84), SC_X};
static const sc_op c15[] = {
    SC_R, SC_P(0, 0x1234), SC_E(0x7ffc2f15, 32, 0), SC_CQ_(0, 0, 0x1234), SC_CQ_(1, 0, 0x234), SC_X};
static const sc_op c16[] = {
    SC_D(0x2015, 32, "ANDI"), SC_FD(0x2015, 32, "RegDst", 0), SC_FD(0x2015, 32, "SrcL", 0), SC_FD(0x2015, 32,
    "simm12", 0), SC_X};
static const sc_op c17[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_T(0x40), SC_E(0x8000a095, 32, 0), SC_CG(1, 0xfffffffffffff800),
    SC_CT(0x44), SC_X};
static const sc_op c18[] = {
    SC_R, SC_P(1, 0x123456787fffffff), SC_E(0xfffe2fb5, 32, 0), SC_CQ_(1, 0, 0x123456787fffffff), SC_CQ_(0, 0,
    0x7fffffff), SC_X};
static const sc_op c19[] = {
    SC_D(0x2035, 32, "ANDIW"), SC_FD(0x2035, 32, "RegDst", 0), SC_FD(0x2035, 32, "SrcL", 0), SC_FD(0x2035, 32,
    "simm12", 0), SC_X};
static const sc_op c20[] = {
    SC_R, SC_G(1, 0x80000fff), SC_T(0x40), SC_E(0x8000a0b5, 32, 0), SC_CG(1, 0xffffffff80000800), SC_CT(0x44), SC_X};
static const sc_op c21[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 1), SC_E(0xffcc2fa5, 32, 0), SC_CQ_(0, 0, 0xffffffff80000000),
    SC_CQ_(1, 0, 1), SC_X};
static const sc_op c22[] = {
    SC_D(0x2025, 32, "ANDW"), SC_FD(0x2025, 32, "RegDst", 0), SC_FD(0x2025, 32, "SrcL", 0), SC_FD(0x2025, 32,
    "SrcR", 0), SC_FD(0x2025, 32, "SrcRType", 0), SC_FD(0x2025, 32, "shamt", 0), SC_X};
static const sc_op c23[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_G(2, 3), SC_T(0x40), SC_E(0xc20a0a5, 32, 0), SC_CG(1, 0xfffffffffffffff8),
    SC_CT(0x44), SC_X};
static const sc_op c24[] = {
    SC_D(8, 16, "C.ADD"), SC_FD(8, 16, "SrcL", 0), SC_FD(8, 16, "SrcR", 0), SC_X};
static const sc_op c25[] = {
    SC_R, SC_P(0, 5), SC_P(1, 3), SC_T(0x100), SC_E(0xe608, 16, 0), SC_CQ_(0, 0, 8), SC_CQ_(0, 1, 5), SC_CQ_(1, 0,
    3), SC_CT(0x102), SC_X};
static const sc_op c26[] = {
    SC_R, SC_G(1, 0x55), SC_T(0x200), SC_E(0xec8, 16, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CQE_(0, 0),
    SC_CG(1, 0x55), SC_CTF, SC_X};
static const sc_op c27[] = {
    SC_D(0xc, 16, "C.ADDI"), SC_FD(0xc, 16, "SrcL", 0), SC_FD(0xc, 16, "simm5", 0), SC_X};
static const sc_op c28[] = {
    SC_R, SC_P(0, 5), SC_T(0x100), SC_E(0xfe0c, 16, 0), SC_CQ_(0, 0, 4), SC_CQ_(0, 1, 5), SC_CT(0x102), SC_X};
static const sc_op c29[] = {
    SC_R, SC_T(0x200), SC_E(0xecc, 16, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CQE_(0, 0), SC_CTF, SC_X};
static const sc_op c30[] = {
    SC_D(0x28, 16, "C.AND"), SC_FD(0x28, 16, "SrcL", 0), SC_FD(0x28, 16, "SrcR", 0), SC_X};
static const sc_op c31[] = {
    SC_R, SC_P(0, 5), SC_P(1, 3), SC_T(0x100), SC_E(0xe628, 16, 0), SC_CQ_(0, 0, 1), SC_CQ_(0, 1, 5), SC_CQ_(1, 0,
    3), SC_CT(0x102), SC_X};
static const sc_op c32[] = {
    SC_R, SC_G(1, 0x55), SC_T(0x200), SC_E(0xee8, 16, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CQE_(0, 0),
    SC_CG(1, 0x55), SC_CTF, SC_X};
static const sc_op c33[] = {
    SC_D(0x16, 16, "C.MOVI"), SC_FD(0x16, 16, "RegDst", 0), SC_FD(0x16, 16, "simm5", 0), SC_X};
static const sc_op c34[] = {
    SC_R, SC_E(0x1416, 16, 0), SC_CG(2, 0xfffffffffffffff0), SC_X};
static const sc_op c35[] = {
    SC_D(6, 16, "C.MOVR"), SC_FD(6, 16, "RegDst", 0), SC_FD(6, 16, "SrcL", 0), SC_X};
static const sc_op c36[] = {
    SC_R, SC_P(0, 0x1234), SC_E(0x1606, 16, 0), SC_CG(2, 0x1234), SC_X};
static const sc_op c37[] = {
    SC_D(0x38, 16, "C.OR"), SC_FD(0x38, 16, "SrcL", 0), SC_FD(0x38, 16, "SrcR", 0), SC_X};
static const sc_op c38[] = {
    SC_R, SC_P(0, 5), SC_P(1, 3), SC_T(0x100), SC_E(0xe638, 16, 0), SC_CQ_(0, 0, 7), SC_CQ_(0, 1, 5), SC_CQ_(1, 0,
    3), SC_CT(0x102), SC_X};
static const sc_op c39[] = {
    SC_R, SC_G(1, 0x55), SC_T(0x200), SC_E(0xef8, 16, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CQE_(0, 0),
    SC_CG(1, 0x55), SC_CTF, SC_X};
static const sc_op c40[] = {
    SC_D(0x1c, 16, "C.SETC.TGT"), SC_FD(0x1c, 16, "SrcL", 0), SC_X};
static const sc_op c41[] = {
    SC_R, SC_T(0x100), SC_BG(BK_STANDARD, TR_DIRECT, 0x300, 0x102, 0), SC_G(1, 0x600), SC_E(0x5c, 16, 0),
    SC_CBN(0x600), SC_CTG(1), SC_CT(0x104), SC_G(1, 0x700), SC_CBN(0x600), SC_STOP(0x104), SC_CFL(PTO_FAULT_NONE),
    SC_CT(0x600), SC_CTG(0), SC_X};
static const sc_op c42[] = {
    SC_R, SC_T(0x200), SC_BG(BK_STANDARD, TR_COND, 0x400, 0x202, 0), SC_P(0, 0x800), SC_E(0x61c, 16, 0),
    SC_CBN(0x800), SC_CQ_(0, 0, 0x800), SC_P(0, 0x900), SC_CBN(0x800), SC_CQ_(0, 0, 0x900), SC_CQ_(0, 1, 0x800),
    SC_X};
static const sc_op c43[] = {
    SC_R, SC_T(0x300), SC_BG(BK_STANDARD, TR_COND, 0x500, 0x302, 0), SC_G(1, 0xa00), SC_E(0x5c, 16, 0), SC_E(0x6dc,
    16, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL), SC_X};
static const sc_op c44[] = {
    SC_R, SC_T(0x400), SC_BG(BK_STANDARD, TR_COND, 0x700, 0x402, 0), SC_E(0x6dc, 16, 1),
    SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CF, SC_CF, SC_P(0, 0x810), SC_P(0, 0x820), SC_P(0, 0x830), SC_P(0,
    0x840), SC_E(0x6dc, 16, 0), SC_CBN(0x810), SC_CTG(1), SC_X};
static const sc_op c45[] = {
    SC_R, SC_T(0x500), SC_BG(BK_STANDARD, TR_DIRECT, 0x900, 0x502, 1), SC_G(1, 0x901), SC_E(0x5c, 16, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CBN(0x901), SC_STOP(0x504), SC_CFL(PTO_FAULT_INSTRUCTION_PC), SC_CFA(0x901), SC_X};
static const sc_op c46[] = {
    SC_R, SC_T(0x200), SC_E(0x5016, 16, 0), SC_CG(10, 0x200), SC_CRA_(0x200), SC_CT(0x202), SC_X};
static const sc_op c47[] = {
    SC_D(0x5016, 16, "C.SETRET"), SC_FD(0x5016, 16, "uimm5", 0), SC_X};
static const sc_op c48[] = {
    SC_R, SC_T(0x100), SC_E(0x57d6, 16, 0), SC_CG(10, 0x13e), SC_CRA_(0x13e), SC_CT(0x102), SC_G(10, 0x777),
    SC_CRA_(0x13e), SC_X};
static const sc_op c49[] = {
    SC_R, SC_T(0xfffffffffffffffe), SC_E(0x57d6, 16, 0), SC_CG(10, 0x3c), SC_CRA_(0x3c), SC_CT(0), SC_X};
static const sc_op c50[] = {
    SC_D(0x401c, 16, "C.SEXT.B"), SC_FD(0x401c, 16, "SrcL", 0), SC_X};
static const sc_op c51[] = {
    SC_R, SC_P(0, 0x80), SC_E(0x461c, 16, 0), SC_CQ_(0, 0, 0xffffffffffffff80), SC_CQ_(0, 1, 0x80), SC_X};
static const sc_op c52[] = {
    SC_D(0x481c, 16, "C.SEXT.H"), SC_FD(0x481c, 16, "SrcL", 0), SC_X};
static const sc_op c53[] = {
    SC_R, SC_P(0, 0x8000), SC_E(0x4e1c, 16, 0), SC_CQ_(0, 0, 0xffffffffffff8000), SC_CQ_(0, 1, 0x8000), SC_X};
static const sc_op c54[] = {
    SC_D(0x501c, 16, "C.SEXT.W"), SC_FD(0x501c, 16, "SrcL", 0), SC_X};
static const sc_op c55[] = {
    SC_R, SC_P(0, 0x80000000), SC_E(0x561c, 16, 0), SC_CQ_(0, 0, 0xffffffff80000000), SC_CQ_(0, 1, 0x80000000), SC_X};
static const sc_op c56[] = {
    SC_D(0x102c, 16, "C.SLLI"), SC_FD(0x102c, 16, "uimm5", 0), SC_X};
static const sc_op c57[] = {
    SC_R, SC_P(0, 0x8000000000000001), SC_T(0x100), SC_E(0x106c, 16, 0), SC_CQ_(0, 0, 2), SC_CQ_(0, 1,
    0x8000000000000001), SC_CT(0x102), SC_X};
static const sc_op c58[] = {
    SC_R, SC_G(1, 0x55), SC_T(0x200), SC_E(0x106c, 16, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CQE_(0, 0),
    SC_CG(1, 0x55), SC_CTF, SC_X};
static const sc_op c59[] = {
    SC_D(0x182c, 16, "C.SRLI"), SC_FD(0x182c, 16, "uimm5", 0), SC_X};
static const sc_op c60[] = {
    SC_R, SC_P(0, 0x8000000000000001), SC_T(0x100), SC_E(0x186c, 16, 0), SC_CQ_(0, 0, 0x4000000000000000), SC_CQ_(0,
    1, 0x8000000000000001), SC_CT(0x102), SC_X};
static const sc_op c61[] = {
    SC_R, SC_G(1, 0x55), SC_T(0x200), SC_E(0x186c, 16, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CQE_(0, 0),
    SC_CG(1, 0x55), SC_CTF, SC_X};
static const sc_op c62[] = {
    SC_D(0x18, 16, "C.SUB"), SC_FD(0x18, 16, "SrcL", 0), SC_FD(0x18, 16, "SrcR", 0), SC_X};
static const sc_op c63[] = {
    SC_R, SC_P(0, 5), SC_P(1, 3), SC_T(0x100), SC_E(0xe618, 16, 0), SC_CQ_(0, 0, 2), SC_CQ_(0, 1, 5), SC_CQ_(1, 0,
    3), SC_CT(0x102), SC_X};
static const sc_op c64[] = {
    SC_R, SC_G(1, 0x55), SC_T(0x200), SC_E(0xed8, 16, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CQE_(0, 0),
    SC_CG(1, 0x55), SC_CTF, SC_X};
static const sc_op c65[] = {
    SC_D(0x581c, 16, "C.ZEXT.B"), SC_FD(0x581c, 16, "SrcL", 0), SC_X};
static const sc_op c66[] = {
    SC_R, SC_P(0, 0x80), SC_E(0x5e1c, 16, 0), SC_CQ_(0, 0, 0x80), SC_CQ_(0, 1, 0x80), SC_X};
static const sc_op c67[] = {
    SC_D(0x601c, 16, "C.ZEXT.H"), SC_FD(0x601c, 16, "SrcL", 0), SC_X};
static const sc_op c68[] = {
    SC_R, SC_P(0, 0x8000), SC_E(0x661c, 16, 0), SC_CQ_(0, 0, 0x8000), SC_CQ_(0, 1, 0x8000), SC_X};
static const sc_op c69[] = {
    SC_D(0x681c, 16, "C.ZEXT.W"), SC_FD(0x681c, 16, "SrcL", 0), SC_X};
static const sc_op c70[] = {
    SC_R, SC_P(0, 0x80000000), SC_E(0x6e1c, 16, 0), SC_CQ_(0, 0, 0x80000000), SC_CQ_(0, 1, 0x80000000), SC_X};
static const sc_op c71[] = {
    SC_R, SC_P(0, 1), SC_P(1, 0x55), SC_E(0xc5ce0ff7, 32, 0), SC_CQ_(1, 0, 0x55), SC_CQ_(0, 0, 0x55), SC_CQ_(0, 1,
    1), SC_X};
static const sc_op c72[] = {
    SC_X};
static const sc_op c73[] = {
    SC_D(0x77, 32, "CSEL"), SC_FD(0x77, 32, "RegDst", 0), SC_FD(0x77, 32, "SrcL", 0), SC_FD(0x77, 32, "SrcP", 0),
    SC_FD(0x77, 32, "SrcR", 0), SC_FD(0x77, 32, "SrcRType", 0), SC_X};
static const sc_op c74[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_G(2, 0x1111), SC_G(3, 7), SC_T(0x100), SC_E(0xe310277, 32, 0), SC_CG(4,
    0x1111), SC_CT(0x104), SC_G(1, 0), SC_E(0xe3102f7, 32, 0), SC_CG(5, 0xfffffffffffffff9), SC_CT(0x108), SC_X};
static const sc_op c75[] = {
    SC_R, SC_G(1, 1), SC_G(2, 0x22), SC_G(3, 0x33), SC_G(4, 0x44), SC_T(0x200), SC_E(0x9b10277, 32, 1),
    SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(4, 0x44), SC_CTF, SC_CQE_(0, 3), SC_X};
static const sc_op c76[] = {
    SC_D(0x57, 32, "DIV"), SC_FD(0x57, 32, "RegDst", 0), SC_FD(0x57, 32, "SrcL", 0), SC_FD(0x57, 32, "SrcR", 0),
    SC_X};
static const sc_op c77[] = {
    SC_R, SC_G(1, 0xfffffffffffffff9), SC_G(2, 3), SC_E(0x2081d7, 32, 0), SC_CG(3, 0xfffffffffffffffe), SC_X};
static const sc_op c78[] = {
    SC_D(0x1057, 32, "DIVU"), SC_FD(0x1057, 32, "RegDst", 0), SC_FD(0x1057, 32, "SrcL", 0), SC_FD(0x1057, 32,
    "SrcR", 0), SC_X};
static const sc_op c79[] = {
    SC_R, SC_G(1, 7), SC_G(2, 3), SC_E(0x2091d7, 32, 0), SC_CG(3, 2), SC_X};
static const sc_op c80[] = {
    SC_D(0x3057, 32, "DIVUW"), SC_FD(0x3057, 32, "RegDst", 0), SC_FD(0x3057, 32, "SrcL", 0), SC_FD(0x3057, 32,
    "SrcR", 0), SC_X};
static const sc_op c81[] = {
    SC_R, SC_G(1, 0xffffffff), SC_G(2, 2), SC_E(0x20b1d7, 32, 0), SC_CG(3, 0x7fffffff), SC_X};
static const sc_op c82[] = {
    SC_D(0x2057, 32, "DIVW"), SC_FD(0x2057, 32, "RegDst", 0), SC_FD(0x2057, 32, "SrcL", 0), SC_FD(0x2057, 32,
    "SrcR", 0), SC_X};
static const sc_op c83[] = {
    SC_R, SC_G(1, 0xfffffff9), SC_G(2, 3), SC_E(0x20a1d7, 32, 0), SC_CG(3, 0xfffffffffffffffe), SC_X};
static const sc_op c84[] = {
    SC_R, SC_P(0, 5), SC_E(0xfffc0f15fffe, 48, 0), SC_CQ_(0, 0, 5), SC_CQ_(1, 0, 0x1000004), SC_X};
static const sc_op c85[] = {
    SC_D(0x15000e, 48, "HL.ADDI"), SC_FD(0x15000e, 48, "RegDst", 0), SC_FD(0x15000e, 48, "SrcL", 0), SC_FD(0x15000e,
    48, "uimm24", 0), SC_X};
static const sc_op c86[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_T(0x40), SC_E(0x108095000e, 48, 0), SC_CG(1, 0), SC_CT(0x46), SC_X};
static const sc_op c87[] = {
    SC_R, SC_T(0x80), SC_E(0xd8195000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c88[] = {
    SC_R, SC_P(0, 5), SC_E(0xfffc0f35fffe, 48, 0), SC_CQ_(0, 0, 5), SC_CQ_(1, 0, 0x1000004), SC_X};
static const sc_op c89[] = {
    SC_D(0x35000e, 48, "HL.ADDIW"), SC_FD(0x35000e, 48, "RegDst", 0), SC_FD(0x35000e, 48, "SrcL", 0),
    SC_FD(0x35000e, 48, "uimm24", 0), SC_X};
static const sc_op c90[] = {
    SC_R, SC_G(1, 0x7fffffff), SC_T(0x40), SC_E(0x1080b5000e, 48, 0), SC_CG(1, 0xffffffff80000000), SC_CT(0x46),
    SC_X};
static const sc_op c91[] = {
    SC_R, SC_T(0x80), SC_E(0xd81b5000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c92[] = {
    SC_R, SC_P(0, 0x1234), SC_E(0xfffc2f15fffe, 48, 0), SC_CQ_(0, 0, 0x1234), SC_CQ_(1, 0, 0x1234), SC_X};
static const sc_op c93[] = {
    SC_D(0x2015000e, 48, "HL.ANDI"), SC_FD(0x2015000e, 48, "RegDst", 0), SC_FD(0x2015000e, 48, "SrcL", 0),
    SC_FD(0x2015000e, 48, "simm24", 0), SC_X};
static const sc_op c94[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_T(0x40), SC_E(0xa095800e, 48, 0), SC_CG(1, 0xffffffffff800000),
    SC_CT(0x46), SC_X};
static const sc_op c95[] = {
    SC_R, SC_T(0x80), SC_E(0xda195000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c96[] = {
    SC_R, SC_P(0, 0x80000001), SC_E(0xfffc2f35fffe, 48, 0), SC_CQ_(0, 0, 0x80000001), SC_CQ_(1, 0,
    0xffffffff80000001), SC_X};
static const sc_op c97[] = {
    SC_D(0x2035000e, 48, "HL.ANDIW"), SC_FD(0x2035000e, 48, "RegDst", 0), SC_FD(0x2035000e, 48, "SrcL", 0),
    SC_FD(0x2035000e, 48, "simm24", 0), SC_X};
static const sc_op c98[] = {
    SC_R, SC_G(1, 0x80000001), SC_T(0x40), SC_E(0xfff0a0b5fffe, 48, 0), SC_CG(1, 0xffffffff80000001), SC_CT(0x46),
    SC_X};
static const sc_op c99[] = {
    SC_R, SC_T(0x80), SC_E(0xda1b5000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c100[] = {
    SC_D(0xd000e, 48, "HL.LIS"), SC_FD(0xd000e, 48, "RegDst", 0), SC_FD(0xd000e, 48, "simm32", 0), SC_X};
static const sc_op c101[] = {
    SC_R, SC_E(0x10d800e, 48, 0), SC_CG(2, 0xffffffff80000000), SC_X};
static const sc_op c102[] = {
    SC_D(0x1d000e, 48, "HL.LIU"), SC_FD(0x1d000e, 48, "RegDst", 0), SC_FD(0x1d000e, 48, "uimm32", 0), SC_X};
static const sc_op c103[] = {
    SC_R, SC_E(0x11d800e, 48, 0), SC_CG(2, 0x80000000), SC_X};
static const sc_op c104[] = {
    SC_D(0x17000e, 48, "HL.LUI"), SC_FD(0x17000e, 48, "RegDst", 0), SC_FD(0x17000e, 48, "imm", 0), SC_X};
static const sc_op c105[] = {
    SC_R, SC_E(0x117800e, 48, 0), SC_CG(2, 0x8000000000000000), SC_X};
static const sc_op c106[] = {
    SC_R, SC_E(0x1117000e, 48, 0), SC_CG(2, 0x100000000), SC_X};
static const sc_op c107[] = {
    SC_R, SC_P(0, 0x1234), SC_E(0xfffc3f15fffe, 48, 0), SC_CQ_(0, 0, 0x1234), SC_CQ_(1, 0, 0xffffffffffffffff), SC_X};
static const sc_op c108[] = {
    SC_D(0x3015000e, 48, "HL.ORI"), SC_FD(0x3015000e, 48, "RegDst", 0), SC_FD(0x3015000e, 48, "SrcL", 0),
    SC_FD(0x3015000e, 48, "simm24", 0), SC_X};
static const sc_op c109[] = {
    SC_R, SC_G(1, 0), SC_T(0x40), SC_E(0xb095800e, 48, 0), SC_CG(1, 0xffffffffff800000), SC_CT(0x46), SC_X};
static const sc_op c110[] = {
    SC_R, SC_T(0x80), SC_E(0xdb195000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c111[] = {
    SC_R, SC_P(0, 0x7fffffff), SC_E(0xfffc3f35fffe, 48, 0), SC_CQ_(0, 0, 0x7fffffff), SC_CQ_(1, 0,
    0xffffffffffffffff), SC_X};
static const sc_op c112[] = {
    SC_D(0x3035000e, 48, "HL.ORIW"), SC_FD(0x3035000e, 48, "RegDst", 0), SC_FD(0x3035000e, 48, "SrcL", 0),
    SC_FD(0x3035000e, 48, "simm24", 0), SC_X};
static const sc_op c113[] = {
    SC_R, SC_G(1, 0), SC_T(0x40), SC_E(0xb0b5800e, 48, 0), SC_CG(1, 0xffffffffff800000), SC_CT(0x46), SC_X};
static const sc_op c114[] = {
    SC_R, SC_T(0x80), SC_E(0xdb1b5000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c115[] = {
    SC_R, SC_P(0, 5), SC_E(0xfffc1f15fffe, 48, 0), SC_CQ_(0, 0, 5), SC_CQ_(1, 0, 0xffffffffff000006), SC_X};
static const sc_op c116[] = {
    SC_D(0x1015000e, 48, "HL.SUBI"), SC_FD(0x1015000e, 48, "RegDst", 0), SC_FD(0x1015000e, 48, "SrcL", 0),
    SC_FD(0x1015000e, 48, "uimm24", 0), SC_X};
static const sc_op c117[] = {
    SC_R, SC_G(1, 0), SC_T(0x40), SC_E(0x109095000e, 48, 0), SC_CG(1, 0xffffffffffffffff), SC_CT(0x46), SC_X};
static const sc_op c118[] = {
    SC_R, SC_T(0x80), SC_E(0xd9195000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c119[] = {
    SC_R, SC_P(0, 5), SC_E(0xfffc1f35fffe, 48, 0), SC_CQ_(0, 0, 5), SC_CQ_(1, 0, 0xffffffffff000006), SC_X};
static const sc_op c120[] = {
    SC_D(0x1035000e, 48, "HL.SUBIW"), SC_FD(0x1035000e, 48, "RegDst", 0), SC_FD(0x1035000e, 48, "SrcL", 0),
    SC_FD(0x1035000e, 48, "uimm24", 0), SC_X};
static const sc_op c121[] = {
    SC_R, SC_G(1, 0), SC_T(0x40), SC_E(0x1090b5000e, 48, 0), SC_CG(1, 0xffffffffffffffff), SC_CT(0x46), SC_X};
static const sc_op c122[] = {
    SC_R, SC_T(0x80), SC_E(0xd91b5000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c123[] = {
    SC_R, SC_P(0, 0x1234), SC_E(0xfffc4f15fffe, 48, 0), SC_CQ_(0, 0, 0x1234), SC_CQ_(1, 0, 0xffffffffffffedcb), SC_X};
static const sc_op c124[] = {
    SC_D(0x4015000e, 48, "HL.XORI"), SC_FD(0x4015000e, 48, "RegDst", 0), SC_FD(0x4015000e, 48, "SrcL", 0),
    SC_FD(0x4015000e, 48, "simm24", 0), SC_X};
static const sc_op c125[] = {
    SC_R, SC_G(1, 0), SC_T(0x40), SC_E(0xc095800e, 48, 0), SC_CG(1, 0xffffffffff800000), SC_CT(0x46), SC_X};
static const sc_op c126[] = {
    SC_R, SC_T(0x80), SC_E(0xdc195000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c127[] = {
    SC_R, SC_P(0, 0x7fffffff), SC_E(0xfffc4f35fffe, 48, 0), SC_CQ_(0, 0, 0x7fffffff), SC_CQ_(1, 0,
    0xffffffff80000000), SC_X};
static const sc_op c128[] = {
    SC_D(0x4035000e, 48, "HL.XORIW"), SC_FD(0x4035000e, 48, "RegDst", 0), SC_FD(0x4035000e, 48, "SrcL", 0),
    SC_FD(0x4035000e, 48, "simm24", 0), SC_X};
static const sc_op c129[] = {
    SC_R, SC_G(1, 0x7fffffff), SC_T(0x40), SC_E(0xfff0c0b5fffe, 48, 0), SC_CG(1, 0xffffffff80000000), SC_CT(0x46),
    SC_X};
static const sc_op c130[] = {
    SC_R, SC_T(0x80), SC_E(0xdc1b5000e, 48, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CG(3, 0), SC_CTF, SC_X};
static const sc_op c131[] = {
    SC_D(0x17, 32, "LUI"), SC_FD(0x17, 32, "RegDst", 0), SC_FD(0x17, 32, "imm20", 0), SC_X};
static const sc_op c132[] = {
    SC_R, SC_E(0x80000117, 32, 0), SC_CG(2, 0xffffffff80000000), SC_X};
static const sc_op c133[] = {
    SC_D(0x6047, 32, "MADD"), SC_FD(0x6047, 32, "RegDst", 0), SC_FD(0x6047, 32, "SrcD", 0), SC_FD(0x6047, 32,
    "SrcL", 0), SC_FD(0x6047, 32, "SrcR", 0), SC_X};
static const sc_op c134[] = {
    SC_R, SC_G(1, 5), SC_G(2, 3), SC_G(3, 4), SC_E(0x8316247, 32, 0), SC_CG(4, 0x11), SC_X};
static const sc_op c135[] = {
    SC_D(0x7047, 32, "MADDW"), SC_FD(0x7047, 32, "RegDst", 0), SC_FD(0x7047, 32, "SrcD", 0), SC_FD(0x7047, 32,
    "SrcL", 0), SC_FD(0x7047, 32, "SrcR", 0), SC_X};
static const sc_op c136[] = {
    SC_R, SC_G(1, 0x7fffffff), SC_GS(2, 3, 1), SC_E(0x8317247, 32, 0), SC_CG(4, 0xffffffff80000000), SC_X};
static const sc_op c137[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 1), SC_E(0x1cc4f5b, 32, 0), SC_CQ_(0, 0, 0xffffffffffffffff),
    SC_CQ_(1, 0, 1), SC_CQ_(1, 1, 1), SC_X};
static const sc_op c138[] = {
    SC_D(0x405b, 32, "MAX"), SC_FD(0x405b, 32, "RegDst", 0), SC_FD(0x405b, 32, "SrcL", 0), SC_FD(0x405b, 32, "SrcR",
    0), SC_X};
static const sc_op c139[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_T(0x80), SC_E(0x20c0db, 32, 0), SC_CG(1,
    0x7fffffffffffffff), SC_CT(0x84), SC_X};
static const sc_op c140[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 1), SC_E(0x9cc4f5b, 32, 0), SC_CQ_(0, 0, 0xffffffffffffffff),
    SC_CQ_(1, 0, 0xffffffffffffffff), SC_CQ_(1, 1, 1), SC_X};
static const sc_op c141[] = {
    SC_D(0x800405b, 32, "MAXU"), SC_FD(0x800405b, 32, "RegDst", 0), SC_FD(0x800405b, 32, "SrcL", 0),
    SC_FD(0x800405b, 32, "SrcR", 0), SC_X};
static const sc_op c142[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_T(0x80), SC_E(0x820c0db, 32, 0), SC_CG(1,
    0x8000000000000000), SC_CT(0x84), SC_X};
static const sc_op c143[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 1), SC_E(0x1cc5f5b, 32, 0), SC_CQ_(0, 0, 0xffffffffffffffff),
    SC_CQ_(1, 0, 0xffffffffffffffff), SC_CQ_(1, 1, 1), SC_X};
static const sc_op c144[] = {
    SC_D(0x505b, 32, "MIN"), SC_FD(0x505b, 32, "RegDst", 0), SC_FD(0x505b, 32, "SrcL", 0), SC_FD(0x505b, 32, "SrcR",
    0), SC_X};
static const sc_op c145[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_T(0x80), SC_E(0x20d0db, 32, 0), SC_CG(1,
    0x8000000000000000), SC_CT(0x84), SC_X};
static const sc_op c146[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 1), SC_E(0x9cc5f5b, 32, 0), SC_CQ_(0, 0, 0xffffffffffffffff),
    SC_CQ_(1, 0, 1), SC_CQ_(1, 1, 1), SC_X};
static const sc_op c147[] = {
    SC_D(0x800505b, 32, "MINU"), SC_FD(0x800505b, 32, "RegDst", 0), SC_FD(0x800505b, 32, "SrcL", 0),
    SC_FD(0x800505b, 32, "SrcR", 0), SC_X};
static const sc_op c148[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_T(0x80), SC_E(0x820d0db, 32, 0), SC_CG(1,
    0x7fffffffffffffff), SC_CT(0x84), SC_X};
static const sc_op c149[] = {
    SC_D(0x47, 32, "MUL"), SC_FD(0x47, 32, "RegDst", 0), SC_FD(0x47, 32, "SrcL", 0), SC_FD(0x47, 32, "SrcR", 0),
    SC_X};
static const sc_op c150[] = {
    SC_R, SC_G(1, 0xfffffffffffffffe), SC_G(2, 3), SC_E(0x2081c7, 32, 0), SC_CG(3, 0xfffffffffffffffa), SC_X};
static const sc_op c151[] = {
    SC_D(0x1047, 32, "MULU"), SC_FD(0x1047, 32, "RegDst", 0), SC_FD(0x1047, 32, "SrcL", 0), SC_FD(0x1047, 32,
    "SrcR", 0), SC_X};
static const sc_op c152[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_G(2, 2), SC_E(0x2091c7, 32, 0), SC_CG(3, 0xfffffffffffffffe), SC_X};
static const sc_op c153[] = {
    SC_D(0x3047, 32, "MULUW"), SC_FD(0x3047, 32, "RegDst", 0), SC_FD(0x3047, 32, "SrcL", 0), SC_FD(0x3047, 32,
    "SrcR", 0), SC_X};
static const sc_op c154[] = {
    SC_R, SC_G(1, 0xffffffff), SC_G(2, 2), SC_E(0x20b1c7, 32, 0), SC_CG(3, 0xfffffffffffffffe), SC_X};
static const sc_op c155[] = {
    SC_D(0x2047, 32, "MULW"), SC_FD(0x2047, 32, "RegDst", 0), SC_FD(0x2047, 32, "SrcL", 0), SC_FD(0x2047, 32,
    "SrcR", 0), SC_X};
static const sc_op c156[] = {
    SC_R, SC_G(1, 0xffffffff), SC_G(2, 2), SC_E(0x20a1c7, 32, 0), SC_CG(3, 0xfffffffffffffffe), SC_X};
static const sc_op c157[] = {
    SC_R, SC_P(0, 1), SC_P(1, 1), SC_E(0xffcc3f05, 32, 0), SC_CQ_(0, 0, 1), SC_CQ_(1, 0, 0x80000001), SC_X};
static const sc_op c158[] = {
    SC_D(0x3005, 32, "OR"), SC_FD(0x3005, 32, "RegDst", 0), SC_FD(0x3005, 32, "SrcL", 0), SC_FD(0x3005, 32, "SrcR",
    0), SC_FD(0x3005, 32, "SrcRType", 0), SC_FD(0x3005, 32, "shamt", 0), SC_X};
static const sc_op c159[] = {
    SC_R, SC_G(1, 1), SC_G(2, 3), SC_T(0x40), SC_E(0xc20b085, 32, 0), SC_CG(1, 0xfffffffffffffff9), SC_CT(0x44),
    SC_X};
static const sc_op c160[] = {
    SC_R, SC_P(0, 0x8000), SC_E(0x7ffc3f15, 32, 0), SC_CQ_(0, 0, 0x8000), SC_CQ_(1, 0, 0x87ff), SC_X};
static const sc_op c161[] = {
    SC_D(0x3015, 32, "ORI"), SC_FD(0x3015, 32, "RegDst", 0), SC_FD(0x3015, 32, "SrcL", 0), SC_FD(0x3015, 32,
    "simm12", 0), SC_X};
static const sc_op c162[] = {
    SC_R, SC_G(1, 0x123), SC_T(0x40), SC_E(0x8000b095, 32, 0), SC_CG(1, 0xfffffffffffff923), SC_CT(0x44), SC_X};
static const sc_op c163[] = {
    SC_R, SC_P(1, 0x1234567800000001), SC_E(0x7ffe3fb5, 32, 0), SC_CQ_(1, 0, 0x1234567800000001), SC_CQ_(0, 0,
    0x7ff), SC_X};
static const sc_op c164[] = {
    SC_D(0x3035, 32, "ORIW"), SC_FD(0x3035, 32, "RegDst", 0), SC_FD(0x3035, 32, "SrcL", 0), SC_FD(0x3035, 32,
    "simm12", 0), SC_X};
static const sc_op c165[] = {
    SC_R, SC_G(1, 0x123), SC_T(0x40), SC_E(0x8000b0b5, 32, 0), SC_CG(1, 0xfffffffffffff923), SC_CT(0x44), SC_X};
static const sc_op c166[] = {
    SC_R, SC_P(0, 1), SC_P(1, 1), SC_E(0xffcc3fa5, 32, 0), SC_CQ_(0, 0, 0xffffffff80000001), SC_CQ_(1, 0, 1), SC_X};
static const sc_op c167[] = {
    SC_D(0x3025, 32, "ORW"), SC_FD(0x3025, 32, "RegDst", 0), SC_FD(0x3025, 32, "SrcL", 0), SC_FD(0x3025, 32, "SrcR",
    0), SC_FD(0x3025, 32, "SrcRType", 0), SC_FD(0x3025, 32, "shamt", 0), SC_X};
static const sc_op c168[] = {
    SC_R, SC_G(1, 1), SC_G(2, 3), SC_T(0x40), SC_E(0xc20b0a5, 32, 0), SC_CG(1, 0xfffffffffffffff9), SC_CT(0x44),
    SC_X};
static const sc_op c169[] = {
    SC_D(0x4057, 32, "REM"), SC_FD(0x4057, 32, "RegDst", 0), SC_FD(0x4057, 32, "SrcL", 0), SC_FD(0x4057, 32, "SrcR",
    0), SC_X};
static const sc_op c170[] = {
    SC_R, SC_G(1, 0xfffffffffffffff9), SC_G(2, 3), SC_E(0x20c1d7, 32, 0), SC_CG(3, 0xffffffffffffffff), SC_X};
static const sc_op c171[] = {
    SC_D(0x5057, 32, "REMU"), SC_FD(0x5057, 32, "RegDst", 0), SC_FD(0x5057, 32, "SrcL", 0), SC_FD(0x5057, 32,
    "SrcR", 0), SC_X};
static const sc_op c172[] = {
    SC_R, SC_G(1, 7), SC_G(2, 3), SC_E(0x20d1d7, 32, 0), SC_CG(3, 1), SC_X};
static const sc_op c173[] = {
    SC_D(0x7057, 32, "REMUW"), SC_FD(0x7057, 32, "RegDst", 0), SC_FD(0x7057, 32, "SrcL", 0), SC_FD(0x7057, 32,
    "SrcR", 0), SC_X};
static const sc_op c174[] = {
    SC_R, SC_G(1, 0xffffffff), SC_G(2, 2), SC_E(0x20f1d7, 32, 0), SC_CG(3, 1), SC_X};
static const sc_op c175[] = {
    SC_D(0x6057, 32, "REMW"), SC_FD(0x6057, 32, "RegDst", 0), SC_FD(0x6057, 32, "SrcL", 0), SC_FD(0x6057, 32,
    "SrcR", 0), SC_X};
static const sc_op c176[] = {
    SC_R, SC_G(1, 0xfffffff9), SC_G(2, 3), SC_E(0x20e1d7, 32, 0), SC_CG(3, 0xffffffffffffffff), SC_X};
static const sc_op c177[] = {
    SC_R, SC_P(0, 0x81), SC_P(1, 0x40), SC_E(0x1cc7f05, 32, 0), SC_CQ_(0, 0, 0x81), SC_CQ_(1, 0, 0x81), SC_CQ_(1, 1,
    0x40), SC_X};
static const sc_op c178[] = {
    SC_D(0x7005, 32, "SLL"), SC_FD(0x7005, 32, "RegDst", 0), SC_FD(0x7005, 32, "SrcL", 0), SC_FD(0x7005, 32, "SrcR",
    0), SC_X};
static const sc_op c179[] = {
    SC_R, SC_G(1, 1), SC_G(2, 0x3f), SC_T(0x40), SC_E(0x20f085, 32, 0), SC_CG(1, 0x8000000000000000), SC_CT(0x44),
    SC_X};
static const sc_op c180[] = {
    SC_R, SC_P(0, 0x80000001), SC_E(0xc7f15, 32, 0), SC_CQ_(0, 0, 0x80000001), SC_CQ_(1, 0, 0x80000001), SC_X};
static const sc_op c181[] = {
    SC_D(0x7015, 32, "SLLI"), SC_FD(0x7015, 32, "RegDst", 0), SC_FD(0x7015, 32, "SrcL", 0), SC_FD(0x7015, 32,
    "shamt", 0), SC_X};
static const sc_op c182[] = {
    SC_R, SC_G(1, 1), SC_T(0x40), SC_E(0x3f0f095, 32, 0), SC_CG(1, 0x8000000000000000), SC_CT(0x44), SC_X};
static const sc_op c183[] = {
    SC_R, SC_P(1, 0x1234567880000001), SC_E(0xe7fb5, 32, 0), SC_CQ_(1, 0, 0x1234567880000001), SC_CQ_(0, 0,
    0xffffffff80000001), SC_X};
static const sc_op c184[] = {
    SC_D(0x7035, 32, "SLLIW"), SC_FD(0x7035, 32, "RegDst", 0), SC_FD(0x7035, 32, "SrcL", 0), SC_FD(0x7035, 32,
    "shamt", 0), SC_X};
static const sc_op c185[] = {
    SC_R, SC_G(1, 1), SC_T(0x40), SC_E(0x1f0f0b5, 32, 0), SC_CG(1, 0xffffffff80000000), SC_CT(0x44), SC_X};
static const sc_op c186[] = {
    SC_R, SC_P(0, 0x80000001), SC_P(1, 0x20), SC_E(0x1cc7f25, 32, 0), SC_CQ_(0, 0, 0x80000001), SC_CQ_(1, 0,
    0xffffffff80000001), SC_CQ_(1, 1, 0x20), SC_X};
static const sc_op c187[] = {
    SC_D(0x7025, 32, "SLLW"), SC_FD(0x7025, 32, "RegDst", 0), SC_FD(0x7025, 32, "SrcL", 0), SC_FD(0x7025, 32,
    "SrcR", 0), SC_X};
static const sc_op c188[] = {
    SC_R, SC_G(1, 1), SC_G(2, 0x1f), SC_T(0x40), SC_E(0x20f0a5, 32, 0), SC_CG(1, 0xffffffff80000000), SC_CT(0x44),
    SC_X};
static const sc_op c189[] = {
    SC_R, SC_P(0, 0x8000000000000001), SC_P(1, 0x40), SC_E(0x1cc6f05, 32, 0), SC_CQ_(0, 0, 0x8000000000000001),
    SC_CQ_(1, 0, 0x8000000000000001), SC_CQ_(1, 1, 0x40), SC_X};
static const sc_op c190[] = {
    SC_D(0x6005, 32, "SRA"), SC_FD(0x6005, 32, "RegDst", 0), SC_FD(0x6005, 32, "SrcL", 0), SC_FD(0x6005, 32, "SrcR",
    0), SC_X};
static const sc_op c191[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_G(2, 0x3f), SC_T(0x40), SC_E(0x20e085, 32, 0), SC_CG(1,
    0xffffffffffffffff), SC_CT(0x44), SC_X};
static const sc_op c192[] = {
    SC_R, SC_P(0, 0x80000001), SC_E(0xc6f15, 32, 0), SC_CQ_(0, 0, 0x80000001), SC_CQ_(1, 0, 0x80000001), SC_X};
static const sc_op c193[] = {
    SC_D(0x6015, 32, "SRAI"), SC_FD(0x6015, 32, "RegDst", 0), SC_FD(0x6015, 32, "SrcL", 0), SC_FD(0x6015, 32,
    "shamt", 0), SC_X};
static const sc_op c194[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_T(0x40), SC_E(0x3f0e095, 32, 0), SC_CG(1, 0xffffffffffffffff),
    SC_CT(0x44), SC_X};
static const sc_op c195[] = {
    SC_R, SC_P(1, 0x1234567880000001), SC_E(0xe6fb5, 32, 0), SC_CQ_(1, 0, 0x1234567880000001), SC_CQ_(0, 0,
    0xffffffff80000001), SC_X};
static const sc_op c196[] = {
    SC_D(0x6035, 32, "SRAIW"), SC_FD(0x6035, 32, "RegDst", 0), SC_FD(0x6035, 32, "SrcL", 0), SC_FD(0x6035, 32,
    "shamt", 0), SC_X};
static const sc_op c197[] = {
    SC_R, SC_G(1, 0x80000000), SC_T(0x40), SC_E(0x1f0e0b5, 32, 0), SC_CG(1, 0xffffffffffffffff), SC_CT(0x44), SC_X};
static const sc_op c198[] = {
    SC_R, SC_P(0, 0x80000001), SC_P(1, 0x20), SC_E(0x1cc6f25, 32, 0), SC_CQ_(0, 0, 0x80000001), SC_CQ_(1, 0,
    0xffffffff80000001), SC_CQ_(1, 1, 0x20), SC_X};
static const sc_op c199[] = {
    SC_D(0x6025, 32, "SRAW"), SC_FD(0x6025, 32, "RegDst", 0), SC_FD(0x6025, 32, "SrcL", 0), SC_FD(0x6025, 32,
    "SrcR", 0), SC_X};
static const sc_op c200[] = {
    SC_R, SC_G(1, 0x80000000), SC_G(2, 0x1f), SC_T(0x40), SC_E(0x20e0a5, 32, 0), SC_CG(1, 0xffffffffffffffff),
    SC_CT(0x44), SC_X};
static const sc_op c201[] = {
    SC_R, SC_P(0, 0x8000000000000001), SC_P(1, 0x40), SC_E(0x1cc5f05, 32, 0), SC_CQ_(0, 0, 0x8000000000000001),
    SC_CQ_(1, 0, 0x8000000000000001), SC_CQ_(1, 1, 0x40), SC_X};
static const sc_op c202[] = {
    SC_D(0x5005, 32, "SRL"), SC_FD(0x5005, 32, "RegDst", 0), SC_FD(0x5005, 32, "SrcL", 0), SC_FD(0x5005, 32, "SrcR",
    0), SC_X};
static const sc_op c203[] = {
    SC_R, SC_G(1, 0x8000000000000000), SC_G(2, 0x3f), SC_T(0x40), SC_E(0x20d085, 32, 0), SC_CG(1, 1), SC_CT(0x44),
    SC_X};
static const sc_op c204[] = {
    SC_R, SC_P(0, 0x80000001), SC_E(0xc5f15, 32, 0), SC_CQ_(0, 0, 0x80000001), SC_CQ_(1, 0, 0x80000001), SC_X};
static const sc_op c205[] = {
    SC_D(0x5015, 32, "SRLI"), SC_FD(0x5015, 32, "RegDst", 0), SC_FD(0x5015, 32, "SrcL", 0), SC_FD(0x5015, 32,
    "shamt", 0), SC_X};
static const sc_op c206[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_T(0x40), SC_E(0x3f0d095, 32, 0), SC_CG(1, 1), SC_CT(0x44), SC_X};
static const sc_op c207[] = {
    SC_R, SC_P(1, 0x1234567880000001), SC_E(0xe5fb5, 32, 0), SC_CQ_(1, 0, 0x1234567880000001), SC_CQ_(0, 0,
    0xffffffff80000001), SC_X};
static const sc_op c208[] = {
    SC_D(0x5035, 32, "SRLIW"), SC_FD(0x5035, 32, "RegDst", 0), SC_FD(0x5035, 32, "SrcL", 0), SC_FD(0x5035, 32,
    "shamt", 0), SC_X};
static const sc_op c209[] = {
    SC_R, SC_G(1, 0x80000000), SC_T(0x40), SC_E(0x1f0d0b5, 32, 0), SC_CG(1, 1), SC_CT(0x44), SC_X};
static const sc_op c210[] = {
    SC_R, SC_P(0, 0x80000001), SC_P(1, 0x20), SC_E(0x1cc5f25, 32, 0), SC_CQ_(0, 0, 0x80000001), SC_CQ_(1, 0,
    0xffffffff80000001), SC_CQ_(1, 1, 0x20), SC_X};
static const sc_op c211[] = {
    SC_D(0x5025, 32, "SRLW"), SC_FD(0x5025, 32, "RegDst", 0), SC_FD(0x5025, 32, "SrcL", 0), SC_FD(0x5025, 32,
    "SrcR", 0), SC_X};
static const sc_op c212[] = {
    SC_R, SC_G(1, 0x80000000), SC_G(2, 0x1f), SC_T(0x40), SC_E(0x20d0a5, 32, 0), SC_CG(1, 1), SC_CT(0x44), SC_X};
static const sc_op c213[] = {
    SC_R, SC_P(0, 0x80000000), SC_P(1, 1), SC_E(0xffcc1f05, 32, 0), SC_CQ_(0, 0, 0x80000000), SC_CQ_(1, 0, 0), SC_X};
static const sc_op c214[] = {
    SC_D(0x1005, 32, "SUB"), SC_FD(0x1005, 32, "RegDst", 0), SC_FD(0x1005, 32, "SrcL", 0), SC_FD(0x1005, 32, "SrcR",
    0), SC_FD(0x1005, 32, "SrcRType", 0), SC_FD(0x1005, 32, "shamt", 0), SC_X};
static const sc_op c215[] = {
    SC_R, SC_G(1, 0xa), SC_G(2, 3), SC_T(0x40), SC_E(0xc209085, 32, 0), SC_CG(1, 0x10), SC_CT(0x44), SC_X};
static const sc_op c216[] = {
    SC_R, SC_P(1, 0x1388), SC_E(0xfffe1f95, 32, 0), SC_CQ_(1, 0, 0x1388), SC_CQ_(0, 0, 0x389), SC_X};
static const sc_op c217[] = {
    SC_D(0x1015, 32, "SUBI"), SC_FD(0x1015, 32, "RegDst", 0), SC_FD(0x1015, 32, "SrcL", 0), SC_FD(0x1015, 32,
    "uimm12", 0), SC_X};
static const sc_op c218[] = {
    SC_R, SC_G(1, 0), SC_T(0x40), SC_E(0x109095, 32, 0), SC_CG(1, 0xffffffffffffffff), SC_CT(0x44), SC_X};
static const sc_op c219[] = {
    SC_R, SC_P(1, 0x1234567800000000), SC_E(0xfffe1fb5, 32, 0), SC_CQ_(1, 0, 0x1234567800000000), SC_CQ_(0, 0,
    0xfffffffffffff001), SC_X};
static const sc_op c220[] = {
    SC_D(0x1035, 32, "SUBIW"), SC_FD(0x1035, 32, "RegDst", 0), SC_FD(0x1035, 32, "SrcL", 0), SC_FD(0x1035, 32,
    "uimm12", 0), SC_X};
static const sc_op c221[] = {
    SC_R, SC_G(1, 0x80000000), SC_T(0x40), SC_E(0x1090b5, 32, 0), SC_CG(1, 0x7fffffff), SC_CT(0x44), SC_X};
static const sc_op c222[] = {
    SC_R, SC_P(0, 0x80000000), SC_P(1, 1), SC_E(0xffcc1f25, 32, 0), SC_CQ_(0, 0, 0x80000000), SC_CQ_(1, 0, 0), SC_X};
static const sc_op c223[] = {
    SC_D(0x1025, 32, "SUBW"), SC_FD(0x1025, 32, "RegDst", 0), SC_FD(0x1025, 32, "SrcL", 0), SC_FD(0x1025, 32,
    "SrcR", 0), SC_FD(0x1025, 32, "SrcRType", 0), SC_FD(0x1025, 32, "shamt", 0), SC_X};
static const sc_op c224[] = {
    SC_R, SC_G(1, 0xa), SC_G(2, 3), SC_T(0x40), SC_E(0xc2090a5, 32, 0), SC_CG(1, 0x10), SC_CT(0x44), SC_X};
static const sc_op c225[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 1), SC_E(0xffcc4f05, 32, 0), SC_CQ_(0, 0, 0xffffffffffffffff),
    SC_CQ_(1, 0, 0xffffffff7fffffff), SC_X};
static const sc_op c226[] = {
    SC_D(0x4005, 32, "XOR"), SC_FD(0x4005, 32, "RegDst", 0), SC_FD(0x4005, 32, "SrcL", 0), SC_FD(0x4005, 32, "SrcR",
    0), SC_FD(0x4005, 32, "SrcRType", 0), SC_FD(0x4005, 32, "shamt", 0), SC_X};
static const sc_op c227[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_G(2, 3), SC_T(0x40), SC_E(0xc20c085, 32, 0), SC_CG(1, 7), SC_CT(0x44),
    SC_X};
static const sc_op c228[] = {
    SC_R, SC_P(0, 0x800), SC_E(0x7ffc4f15, 32, 0), SC_CQ_(0, 0, 0x800), SC_CQ_(1, 0, 0xfff), SC_X};
static const sc_op c229[] = {
    SC_D(0x4015, 32, "XORI"), SC_FD(0x4015, 32, "RegDst", 0), SC_FD(0x4015, 32, "SrcL", 0), SC_FD(0x4015, 32,
    "simm12", 0), SC_X};
static const sc_op c230[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_T(0x40), SC_E(0xfff0c095, 32, 0), SC_CG(1, 0), SC_CT(0x44), SC_X};
static const sc_op c231[] = {
    SC_R, SC_P(1, 0x12345678fffff800), SC_E(0x800e4fb5, 32, 0), SC_CQ_(1, 0, 0x12345678fffff800), SC_CQ_(0, 0, 0),
    SC_X};
static const sc_op c232[] = {
    SC_D(0x4035, 32, "XORIW"), SC_FD(0x4035, 32, "RegDst", 0), SC_FD(0x4035, 32, "SrcL", 0), SC_FD(0x4035, 32,
    "simm12", 0), SC_X};
static const sc_op c233[] = {
    SC_R, SC_G(1, 0x7fffffff), SC_T(0x40), SC_E(0xfff0c0b5, 32, 0), SC_CG(1, 0xffffffff80000000), SC_CT(0x44), SC_X};
static const sc_op c234[] = {
    SC_R, SC_P(0, 0xffffffffffffffff), SC_P(1, 1), SC_E(0xffcc4fa5, 32, 0), SC_CQ_(0, 0, 0x7fffffff), SC_CQ_(1, 0,
    1), SC_X};
static const sc_op c235[] = {
    SC_D(0x4025, 32, "XORW"), SC_FD(0x4025, 32, "RegDst", 0), SC_FD(0x4025, 32, "SrcL", 0), SC_FD(0x4025, 32,
    "SrcR", 0), SC_FD(0x4025, 32, "SrcRType", 0), SC_FD(0x4025, 32, "shamt", 0), SC_X};
static const sc_op c236[] = {
    SC_R, SC_G(1, 0xffffffffffffffff), SC_G(2, 3), SC_T(0x40), SC_E(0xc20c0a5, 32, 0), SC_CG(1, 7), SC_CT(0x44),
    SC_X};
static const sc_op c237[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x187, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0x100), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x80000187, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0xffffffff80000100), SC_CCA(0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1,
    0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ffff187, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0x7ffff100), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF,
    SC_T(0xfffffffffffffffe), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1187, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(2), SC_CG(3,
    0xffe), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c238[] = {
    SC_R, SC_T(0x800), SC_E(0xfffff187, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0xfffffffffffff800), SC_CT(0x804),
    SC_R, SC_T(0xfffffffffffff800), SC_E(0x1187, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0x800),
    SC_CT(0xfffffffffffff804), SC_X};
static const sc_op c239[] = {
    SC_D(7, 32, "ADDTPC"), SC_FD(7, 32, "RegDst", 0), SC_FD(7, 32, "imm20", 0), SC_X};
static const sc_op c240[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(3, 0x5555555555555555), SC_E(0x1007, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(0, 0), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_RB, SC_A(0),
    SC_CF, SC_T(0x100), SC_G(3, 0x5555555555555555), SC_P(0, 0x7777777777777777), SC_E(0x1f87, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CQ_(0, 0, 0x1100), SC_CQ_(0, 1, 0x7777777777777777), SC_CT(0x104), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(3, 0x5555555555555555), SC_P(1, 0x7777777777777777), SC_E(0x1f07, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CQ_(1, 0, 0x1100), SC_CQ_(1, 1, 0x7777777777777777), SC_CT(0x104), SC_R,
    SC_X};
static const sc_op c241[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3187, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0x3100), SC_CT(0x104), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c242[] = {
    SC_R, SC_T(0x100), SC_E(0x1187, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0x1100), SC_CT(0x104), SC_X};
static const sc_op c243[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0, 0), SC_E(0x2c,
    16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CQ_(0, 0, 1), SC_CQ_(0, 1, 0), SC_CQ_(0, 2,
    0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0, 0x8000000000000000), SC_E(0x42c, 16, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CQ_(0, 0, 0), SC_CQ_(0, 1, 0x8000000000000000), SC_CQ_(0, 2,
    0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_P(0,
    0x7777777777777777), SC_P(0, 0xffffffffffffffff), SC_E(0x3ec, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0),
    SC_CT(0x102), SC_CQ_(0, 0, 0), SC_CQ_(0, 1, 0xffffffffffffffff), SC_CQ_(0, 2, 0x7777777777777777), SC_CG(3,
    0x5555555555555555), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c244[] = {
    SC_D(0x2c, 16, "C.CMP.EQI"), SC_FD(0x2c, 16, "simm5", 0), SC_X};
static const sc_op c245[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_P(0, 0x7777777777777777), SC_P(0, 5), SC_E(0x16c, 16, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CQ_(0, 0, 1), SC_CQ_(0, 1, 5), SC_CQ_(0, 2, 0x7777777777777777), SC_R,
    SC_X};
static const sc_op c246[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0,
    3), SC_E(0xec, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CQ_(0, 0, 1), SC_CQ_(0, 1, 3), SC_CQ_(0, 2,
    0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CT(0x102), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 4), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0, 4), SC_E(0xec, 16, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CQ_(0, 0, 0), SC_CQ_(0, 1, 4), SC_CQ_(0, 2, 0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CT(0x102),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c247[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0, 0), SC_E(0x82c,
    16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CQ_(0, 0, 0), SC_CQ_(0, 1, 0), SC_CQ_(0, 2,
    0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0, 0x8000000000000000), SC_E(0xc2c, 16, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CQ_(0, 0, 1), SC_CQ_(0, 1, 0x8000000000000000), SC_CQ_(0, 2,
    0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_P(0,
    0x7777777777777777), SC_P(0, 0xffffffffffffffff), SC_E(0xbec, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0),
    SC_CT(0x102), SC_CQ_(0, 0, 1), SC_CQ_(0, 1, 0xffffffffffffffff), SC_CQ_(0, 2, 0x7777777777777777), SC_CG(3,
    0x5555555555555555), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c248[] = {
    SC_D(0x82c, 16, "C.CMP.NEI"), SC_FD(0x82c, 16, "simm5", 0), SC_X};
static const sc_op c249[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 4), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0,
    4), SC_E(0x8ec, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CQ_(0, 0, 1), SC_CQ_(0, 1, 4), SC_CQ_(0, 2,
    0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CT(0x102), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x7777777777777777), SC_P(0, 3), SC_E(0x8ec, 16, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CQ_(0, 0, 0), SC_CQ_(0, 1, 3), SC_CQ_(0, 2, 0x7777777777777777), SC_CG(3, 0x5555555555555555), SC_CT(0x102),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c250[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x1066, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1066, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1066, 16, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x102), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c251[] = {
    SC_D(0x26, 16, "C.SETC.EQ"), SC_FD(0x26, 16, "SrcL", 0), SC_FD(0x26, 16, "SrcR", 0), SC_X};
static const sc_op c252[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_P(0, 9), SC_P(1,
    9), SC_E(0xe626, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CCA(1), SC_CQ_(0, 0, 9), SC_CQ_(1, 0, 9), SC_R,
    SC_X};
static const sc_op c253[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    5), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x1066, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CT(0x102), SC_CG(1, 5), SC_CG(2, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa),
    SC_E(0x1066, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CT(0x102), SC_CG(1, 5),
    SC_CG(2, 3), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c254[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x1076, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1076, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x102), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1076, 16, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x102), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c255[] = {
    SC_D(0x36, 16, "C.SETC.NE"), SC_FD(0x36, 16, "SrcL", 0), SC_FD(0x36, 16, "SrcR", 0), SC_X};
static const sc_op c256[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x1076, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CT(0x102), SC_CG(1, 5), SC_CG(2, 3), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 5), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa),
    SC_E(0x1076, 16, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CT(0x102), SC_CG(1, 5),
    SC_CG(2, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c257[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20a1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20a1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20a1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 1), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220a1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 1), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 0x1234567880000001), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420a1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 1), SC_CG(2, 0x1234567880000001),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 1), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620a1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 1), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c258[] = {
    SC_D(0x2045, 32, "CMP.AND"), SC_FD(0x2045, 32, "RegDst", 0), SC_FD(0x2045, 32, "SrcL", 0), SC_FD(0x2045, 32,
    "SrcR", 0), SC_FD(0x2045, 32, "SrcRType", 0), SC_X};
static const sc_op c259[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 0xfffffffffffffffe), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620a1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xfffffffffffffffe),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 1), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620a1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3,
    0), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xffffffffffffffff), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c260[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xa1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000a1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0a1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c261[] = {
    SC_D(0x2055, 32, "CMP.ANDI"), SC_FD(0x2055, 32, "RegDst", 0), SC_FD(0x2055, 32, "SrcL", 0), SC_FD(0x2055, 32,
    "simm12", 0), SC_X};
static const sc_op c262[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a1d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 1), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    0), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c263[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2081c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2081c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2081c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffff80000001), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x22081c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffff80000001), SC_CG(2, 0x1234567880000001), SC_CCA(0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1,
    0x80000001), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x42081c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x80000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x62081c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c264[] = {
    SC_X};
static const sc_op c265[] = {
    SC_D(0x45, 32, "CMP.EQ"), SC_FD(0x45, 32, "RegDst", 0), SC_FD(0x45, 32, "SrcL", 0), SC_FD(0x45, 32, "SrcR", 0),
    SC_FD(0x45, 32, "SrcRType", 0), SC_X};
static const sc_op c266[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 5), SC_G(3, 0x5555555555555555), SC_E(0x2080c5,
    32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(1, 1), SC_CG(2, 5), SC_CT(0x104), SC_RB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 5), SC_G(2, 5), SC_G(3, 0x5555555555555555), SC_E(0x208145, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CG(1, 5), SC_CG(2, 1), SC_CT(0x104), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 5),
    SC_G(3, 0x5555555555555555), SC_E(0x208045, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(1, 5), SC_CG(2, 5),
    SC_CG(0, 0), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_P(0,
    0x7777777777777777), SC_P(0, 5), SC_E(0x1c0fc5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CQ_(0, 0, 1),
    SC_CQ_(0, 1, 5), SC_CQ_(0, 2, 0x7777777777777777), SC_CG(1, 5), SC_CT(0x104), SC_RB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 5), SC_P(1, 0x7777777777777777), SC_P(1, 5), SC_E(0x1e0f45, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CQ_(1, 0, 1), SC_CQ_(1, 1, 5), SC_CQ_(1, 2, 0x7777777777777777), SC_CG(1, 5), SC_CT(0x104),
    SC_P(0, 4), SC_P(0, 3), SC_P(0, 2), SC_P(0, 1), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(3,
    0x5555555555555555), SC_E(0x1c01c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(3, 1), SC_CQ_(0, 0, 1),
    SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(3, 0x5555555555555555), SC_E(0x1c81c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(3, 1), SC_CQ_(0, 1, 2), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3),
    SC_G(3, 0x5555555555555555), SC_E(0x1d01c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(3, 1), SC_CQ_(0, 2,
    3), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 4), SC_G(3, 0x5555555555555555), SC_E(0x1d81c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(3, 1), SC_CQ_(0, 3, 4), SC_P(1, 0xe), SC_P(1, 0xd), SC_P(1, 0xc),
    SC_P(1, 0xb), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xb), SC_G(3, 0x5555555555555555), SC_E(0x1e01c5, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(3, 1), SC_CQ_(1, 0, 0xb), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xc), SC_G(3, 0x5555555555555555), SC_E(0x1e81c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(3,
    1), SC_CQ_(1, 1, 0xc), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xd), SC_G(3, 0x5555555555555555),
    SC_E(0x1f01c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(3, 1), SC_CQ_(1, 2, 0xd), SC_RB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0xe), SC_G(3, 0x5555555555555555), SC_E(0x1f81c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CG(3, 1), SC_CQ_(1, 3, 0xe), SC_R, SC_X};
static const sc_op c267[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 5), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x62081c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 5), SC_CG(2, 5), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x62081c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    5), SC_CG(2, 3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R,
    SC_X};
static const sc_op c268[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x81d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x800081d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff081d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c269[] = {
    SC_D(0x55, 32, "CMP.EQI"), SC_FD(0x55, 32, "RegDst", 0), SC_FD(0x55, 32, "SrcL", 0), SC_FD(0x55, 32, "simm12",
    0), SC_X};
static const sc_op c270[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3081d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 4), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3081d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    4), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c271[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20d1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20d1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20d1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffff80000001), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220d1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffff80000001), SC_CG(2, 0x1234567880000001), SC_CCA(0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1,
    0x80000001), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420d1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x80000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620d1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c272[] = {
    SC_D(0x5045, 32, "CMP.GE"), SC_FD(0x5045, 32, "RegDst", 0), SC_FD(0x5045, 32, "SrcL", 0), SC_FD(0x5045, 32,
    "SrcR", 0), SC_FD(0x5045, 32, "SrcRType", 0), SC_X};
static const sc_op c273[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620d1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xffffffffffffffff),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620d1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3,
    0), SC_CT(0x104), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c274[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xd1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000d1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0d1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c275[] = {
    SC_D(0x5055, 32, "CMP.GEI"), SC_FD(0x5055, 32, "RegDst", 0), SC_FD(0x5055, 32, "SrcL", 0), SC_FD(0x5055, 32,
    "simm12", 0), SC_X};
static const sc_op c276[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d1d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    2), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c277[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20f1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20f1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20f1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x100000000), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220f1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104),
    SC_CG(3, 0), SC_CG(1, 0x100000000), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x100000000), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420f1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x100000000), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620f1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c278[] = {
    SC_D(0x7045, 32, "CMP.GEU"), SC_FD(0x7045, 32, "RegDst", 0), SC_FD(0x7045, 32, "SrcL", 0), SC_FD(0x7045, 32,
    "SrcR", 0), SC_FD(0x7045, 32, "SrcRType", 0), SC_X};
static const sc_op c279[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620f1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 3), SC_CG(2, 1), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620f1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    1), SC_CG(2, 3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R,
    SC_X};
static const sc_op c280[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xf1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10f1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1),
    SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0f1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c281[] = {
    SC_D(0x7055, 32, "CMP.GEUI"), SC_FD(0x7055, 32, "RegDst", 0), SC_FD(0x7055, 32, "SrcL", 0), SC_FD(0x7055, 32,
    "uimm12", 0), SC_X};
static const sc_op c282[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f1d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    2), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c283[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20c1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20c1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20c1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x8000000000000000), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220c1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x1234567880000001), SC_CCA(0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420c1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0x1234567880000001), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620c1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CG(2, 0x1234567880000001),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c284[] = {
    SC_D(0x4045, 32, "CMP.LT"), SC_FD(0x4045, 32, "RegDst", 0), SC_FD(0x4045, 32, "SrcL", 0), SC_FD(0x4045, 32,
    "SrcR", 0), SC_FD(0x4045, 32, "SrcRType", 0), SC_X};
static const sc_op c285[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620c1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 1), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620c1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3,
    0), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xffffffffffffffff), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c286[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xc1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000c1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0c1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c287[] = {
    SC_D(0x4055, 32, "CMP.LTI"), SC_FD(0x4055, 32, "RegDst", 0), SC_FD(0x4055, 32, "SrcL", 0), SC_FD(0x4055, 32,
    "simm12", 0), SC_X};
static const sc_op c288[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c1d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 2), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c289[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20e1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20e1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20e1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x100000000), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220e1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104),
    SC_CG(3, 1), SC_CG(1, 0x100000000), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x100000000), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420e1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 0x100000000), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620e1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c290[] = {
    SC_D(0x6045, 32, "CMP.LTU"), SC_FD(0x6045, 32, "RegDst", 0), SC_FD(0x6045, 32, "SrcL", 0), SC_FD(0x6045, 32,
    "SrcR", 0), SC_FD(0x6045, 32, "SrcRType", 0), SC_X};
static const sc_op c291[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620e1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 1),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620e1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    3), SC_CG(2, 1), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R,
    SC_X};
static const sc_op c292[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xe1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10e1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 0),
    SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0e1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c293[] = {
    SC_D(0x6055, 32, "CMP.LTUI"), SC_FD(0x6055, 32, "RegDst", 0), SC_FD(0x6055, 32, "SrcL", 0), SC_FD(0x6055, 32,
    "uimm12", 0), SC_X};
static const sc_op c294[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e1d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 2), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c295[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2091c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2091c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2091c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffff80000001), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x22091c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0xffffffff80000001), SC_CG(2, 0x1234567880000001), SC_CCA(0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1,
    0x80000001), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x42091c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 0x80000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x62091c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c296[] = {
    SC_D(0x1045, 32, "CMP.NE"), SC_FD(0x1045, 32, "RegDst", 0), SC_FD(0x1045, 32, "SrcL", 0), SC_FD(0x1045, 32,
    "SrcR", 0), SC_FD(0x1045, 32, "SrcRType", 0), SC_X};
static const sc_op c297[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x62091c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 5), SC_CG(2, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 5),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x62091c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    5), SC_CG(2, 5), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R,
    SC_X};
static const sc_op c298[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x91d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x800091d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff091d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c299[] = {
    SC_D(0x1055, 32, "CMP.NEI"), SC_FD(0x1055, 32, "RegDst", 0), SC_FD(0x1055, 32, "SrcL", 0), SC_FD(0x1055, 32,
    "simm12", 0), SC_X};
static const sc_op c300[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 4), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3091d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 4), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3091d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1,
    3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c301[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20b1c5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CG(2, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20b1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1),
    SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20b1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220b1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0xffffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420b1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620b1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    0), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c302[] = {
    SC_D(0x3045, 32, "CMP.OR"), SC_FD(0x3045, 32, "RegDst", 0), SC_FD(0x3045, 32, "SrcL", 0), SC_FD(0x3045, 32,
    "SrcR", 0), SC_FD(0x3045, 32, "SrcRType", 0), SC_X};
static const sc_op c303[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620b1c5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xffffffffffffffff),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620b1c5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3,
    0), SC_CT(0x104), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c304[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xb1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000b1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0b1d5, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c305[] = {
    SC_D(0x3055, 32, "CMP.ORI"), SC_FD(0x3055, 32, "RegDst", 0), SC_FD(0x3055, 32, "SrcL", 0), SC_FD(0x3055, 32,
    "simm12", 0), SC_X};
static const sc_op c306[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb1d5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x104), SC_CG(1, 1), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb1d5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x104), SC_CG(1, 0),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c307[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x187000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0x100), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x187800e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3, 0xfffff80000000100), SC_CCA(0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1,
    0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfffff1877ffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CG(3, 0x7fffffff100), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0),
    SC_CF, SC_T(0xfffffffffffffffe), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1187000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(4), SC_CG(3, 0xffe), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c308[] = {
    SC_R, SC_T(0x800), SC_E(0xfffff187fffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0xfffffffffffff800),
    SC_CT(0x806), SC_R, SC_T(0xfffffffffffff800), SC_E(0x1187000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0x800),
    SC_CT(0xfffffffffffff806), SC_X};
static const sc_op c309[] = {
    SC_D(0x7000e, 48, "HL.ADDTPC"), SC_FD(0x7000e, 48, "RegDst", 0), SC_FD(0x7000e, 48, "imm32", 0), SC_X};
static const sc_op c310[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3187000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0x3100), SC_CT(0x106), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c311[] = {
    SC_R, SC_T(0x100), SC_E(0x1187000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0x1100), SC_CT(0x106), SC_X};
static const sc_op c312[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xa1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xa1d5800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0a1d57ffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c313[] = {
    SC_D(0x2055000e, 48, "HL.CMP.ANDI"), SC_FD(0x2055000e, 48, "RegDst", 0), SC_FD(0x2055000e, 48, "SrcL", 0),
    SC_FD(0x2055000e, 48, "simm24", 0), SC_X};
static const sc_op c314[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a1d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 1), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106),
    SC_CG(1, 0), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c315[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x81d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x81d5800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    0), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff081d57ffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c316[] = {
    SC_D(0x55000e, 48, "HL.CMP.EQI"), SC_FD(0x55000e, 48, "RegDst", 0), SC_FD(0x55000e, 48, "SrcL", 0),
    SC_FD(0x55000e, 48, "simm24", 0), SC_X};
static const sc_op c317[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3081d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 4), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3081d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106),
    SC_CG(1, 4), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c318[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xd1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xd1d5800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    0), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0d1d57ffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c319[] = {
    SC_D(0x5055000e, 48, "HL.CMP.GEI"), SC_FD(0x5055000e, 48, "RegDst", 0), SC_FD(0x5055000e, 48, "SrcL", 0),
    SC_FD(0x5055000e, 48, "simm24", 0), SC_X};
static const sc_op c320[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d1d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106),
    SC_CG(1, 2), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c321[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xf1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10f1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0f1d5fffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c322[] = {
    SC_D(0x7055000e, 48, "HL.CMP.GEUI"), SC_FD(0x7055000e, 48, "RegDst", 0), SC_FD(0x7055000e, 48, "SrcL", 0),
    SC_FD(0x7055000e, 48, "uimm24", 0), SC_X};
static const sc_op c323[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f1d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106),
    SC_CG(1, 2), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c324[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xc1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xc1d5800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0c1d57ffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c325[] = {
    SC_D(0x4055000e, 48, "HL.CMP.LTI"), SC_FD(0x4055000e, 48, "RegDst", 0), SC_FD(0x4055000e, 48, "SrcL", 0),
    SC_FD(0x4055000e, 48, "simm24", 0), SC_X};
static const sc_op c326[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c1d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 2), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106),
    SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c327[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xe1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10e1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    0), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0e1d5fffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c328[] = {
    SC_D(0x6055000e, 48, "HL.CMP.LTUI"), SC_FD(0x6055000e, 48, "RegDst", 0), SC_FD(0x6055000e, 48, "SrcL", 0),
    SC_FD(0x6055000e, 48, "uimm24", 0), SC_X};
static const sc_op c329[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e1d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 2), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106),
    SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c330[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x91d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x91d5800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff091d57ffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c331[] = {
    SC_D(0x1055000e, 48, "HL.CMP.NEI"), SC_FD(0x1055000e, 48, "RegDst", 0), SC_FD(0x1055000e, 48, "SrcL", 0),
    SC_FD(0x1055000e, 48, "simm24", 0), SC_X};
static const sc_op c332[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 4), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3091d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 4), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3091d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106),
    SC_CG(1, 3), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c333[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xb1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 0), SC_CG(1, 0), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xb1d5800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(3,
    1), SC_CG(1, 0x8000000000000000), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0b1d57ffe, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(3, 1), SC_CG(1, 0xffffffffffffffff), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c334[] = {
    SC_D(0x3055000e, 48, "HL.CMP.ORI"), SC_FD(0x3055000e, 48, "RegDst", 0), SC_FD(0x3055000e, 48, "SrcL", 0),
    SC_FD(0x3055000e, 48, "simm24", 0), SC_X};
static const sc_op c335[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb1d5000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(3, 1), SC_CT(0x106), SC_CG(1, 1), SC_CCA(0xaaaaaaaaaaaaaaaa),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb1d5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CG(3, 0), SC_CT(0x106), SC_CG(1,
    0), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c336[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xa075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xa075800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0a0757ffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10aff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c337[] = {
    SC_D(0x2075000e, 48, "HL.SETC.ANDI"), SC_FD(0x2075000e, 48, "SrcL", 0), SC_FD(0x2075000e, 48, "shamt", 0),
    SC_FD(0x2075000e, 48, "simm24", 0), SC_X};
static const sc_op c338[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2,
    3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 2), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c339[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x8075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8075800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff080757ffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x108ff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c340[] = {
    SC_D(0x75000e, 48, "HL.SETC.EQI"), SC_FD(0x75000e, 48, "SrcL", 0), SC_FD(0x75000e, 48, "shamt", 0),
    SC_FD(0x75000e, 48, "simm24", 0), SC_X};
static const sc_op c341[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3080f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 7), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3080f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 7), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c342[] = {
    SC_R, SC_T(0x100), SC_G(1, 0), SC_CA(0x55), SC_E(0x8075000e, 48, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL),
    SC_CCA(0x55), SC_CG(1, 0), SC_X};
static const sc_op c343[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xd075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xd075800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0d0757ffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10dff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c344[] = {
    SC_D(0x5075000e, 48, "HL.SETC.GEI"), SC_FD(0x5075000e, 48, "SrcL", 0), SC_FD(0x5075000e, 48, "shamt", 0),
    SC_FD(0x5075000e, 48, "simm24", 0), SC_X};
static const sc_op c345[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c346[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xf075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10f075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0f075fffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10fff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c347[] = {
    SC_D(0x7075000e, 48, "HL.SETC.GEUI"), SC_FD(0x7075000e, 48, "SrcL", 0), SC_FD(0x7075000e, 48, "shamt", 0),
    SC_FD(0x7075000e, 48, "uimm24", 0), SC_X};
static const sc_op c348[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c349[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xc075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xc075800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0c0757ffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10cff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c350[] = {
    SC_D(0x4075000e, 48, "HL.SETC.LTI"), SC_FD(0x4075000e, 48, "SrcL", 0), SC_FD(0x4075000e, 48, "shamt", 0),
    SC_FD(0x4075000e, 48, "simm24", 0), SC_X};
static const sc_op c351[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c352[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xe075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10e075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0e075fffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10eff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c353[] = {
    SC_D(0x6075000e, 48, "HL.SETC.LTUI"), SC_FD(0x6075000e, 48, "SrcL", 0), SC_FD(0x6075000e, 48, "shamt", 0),
    SC_FD(0x6075000e, 48, "uimm24", 0), SC_X};
static const sc_op c354[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c355[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x9075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x9075800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff090757ffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x109ff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c356[] = {
    SC_D(0x1075000e, 48, "HL.SETC.NEI"), SC_FD(0x1075000e, 48, "SrcL", 0), SC_FD(0x1075000e, 48, "shamt", 0),
    SC_FD(0x1075000e, 48, "simm24", 0), SC_X};
static const sc_op c357[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 7), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3090f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 7), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3090f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c358[] = {
    SC_R, SC_T(0x100), SC_G(1, 0), SC_BG(BK_STANDARD, TR_COND, 0x80, 0x180, 0), SC_BB, SC_E(0x8075000e, 48, 0),
    SC_CCA(1), SC_CTK(1), SC_E(0x9075000e, 48, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL), SC_CCA(1), SC_CTK(1), SC_X};
static const sc_op c359[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xb075000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xb075800e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0b0757ffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10bff5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c360[] = {
    SC_D(0x3075000e, 48, "HL.SETC.ORI"), SC_FD(0x3075000e, 48, "SrcL", 0), SC_FD(0x3075000e, 48, "shamt", 0),
    SC_FD(0x3075000e, 48, "simm24", 0), SC_X};
static const sc_op c361[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2,
    3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb0f5000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x106), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c362[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x507000e, 48, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x106), SC_CG(10, 0x100), SC_CRA_(0x100), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1507000e, 48,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(10, 0x102), SC_CRA_(0x102), SC_CG(3,
    0x5555555555555555), SC_CCA(0), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xfffff507fffe, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x106), SC_CG(10, 0x2000000fe),
    SC_CRA_(0x2000000fe), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_RB, SC_A(0), SC_CF, SC_T(0xfffffffffffffffe),
    SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1507000e, 48, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(4), SC_CG(10, 0),
    SC_CRA_(0), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_R, SC_X};
static const sc_op c363[] = {
    SC_D(0x507000e, 48, "HL.SETRET"), SC_FD(0x507000e, 48, "imm32", 0), SC_X};
static const sc_op c364[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3507000e, 48, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(10, 0x106), SC_CRA_(0x106), SC_CT(0x106), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c365[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x37, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0),
    SC_CT(0x100), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200), SC_G(2, 3), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x837, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0xffffffffffc00100), SC_CG(3, 0x5555555555555555), SC_CCA(0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200),
    SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xffff87b7, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x4000fe), SC_CG(3, 0x5555555555555555),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c366[] = {
    SC_D(0x37, 32, "J"), SC_FD(0x37, 32, "simm22", 0), SC_X};
static const sc_op c367[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x18037, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CT(0x106), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c368[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xe027, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x200), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x200), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200), SC_G(2, 3), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xe827, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0xfffffffffffff200), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x200),
    SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0x200), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfe00e7a7, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x11fe), SC_CG(3,
    0x5555555555555555), SC_CG(1, 0x200), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1f0e027, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x200), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x200), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x201), SC_G(2, 3), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xe027, 32, 1),
    SC_CFL(PTO_FAULT_INSTRUCTION_PC), SC_CFA(0x201), SC_CFP(0x100), SC_CTF, SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x201), SC_CCA(0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c369[] = {
    SC_D(0x6027, 32, "JR"), SC_FD(0x6027, 32, "SrcL", 0), SC_FD(0x6027, 32, "SrcZero", 0), SC_FD(0x6027, 32,
    "simm12", 0), SC_X};
static const sc_op c370[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200), SC_E(0xe027, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x200), SC_CF, SC_T(0x100), SC_E(0x1f0e027, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0),
    SC_CT(0x200), SC_CG(1, 0x200), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x201), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xe027, 32, 1),
    SC_CFL(PTO_FAULT_INSTRUCTION_PC), SC_CFA(0x201), SC_CFP(0x100), SC_CG(1, 0x201), SC_CG(3, 0x5555555555555555),
    SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0x201), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_P(0, 0x11), SC_P(1, 0x22), SC_BG(BK_STANDARD,
    TR_DIRECT, 0x100, 0x104, 1), SC_BB, SC_E(0xe027, 32, 1), SC_CFL(PTO_FAULT_INSTRUCTION_PC), SC_CFA(0x201),
    SC_CFP(0x104), SC_CG(1, 0x201), SC_CG(3, 0x5555555555555555), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c371[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x200), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x600e027, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CT(0x206), SC_CG(1, 0x200), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x201), SC_E(0x600e027, 32, 1),
    SC_CFL(PTO_FAULT_INSTRUCTION_PC), SC_CFA(0x207), SC_CFP(0x100), SC_CG(1, 0x201), SC_R, SC_X};
static const sc_op c372[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x20a065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20a065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20a065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220a065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 1), SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 1), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420a065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 1), SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 1), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620a065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 1), SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c373[] = {
    SC_D(0x2065, 32, "SETC.AND"), SC_FD(0x2065, 32, "SrcL", 0), SC_FD(0x2065, 32, "SrcR", 0), SC_FD(0x2065, 32,
    "SrcRType", 0), SC_X};
static const sc_op c374[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2,
    0xfffffffffffffffe), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620a065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xfffffffffffffffe), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 1), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620a065, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xffffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c375[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xa075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000a075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0a075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10aff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c376[] = {
    SC_D(0x2075, 32, "SETC.ANDI"), SC_FD(0x2075, 32, "SrcL", 0), SC_FD(0x2075, 32, "shamt", 0), SC_FD(0x2075, 32,
    "simm12", 0), SC_X};
static const sc_op c377[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 2), SC_G(2,
    3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 2), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x10a0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c378[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x208065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x208065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x208065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffff80000001),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2208065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffff80000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000001), SC_G(2, 0x1234567880000001), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x4208065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000001),
    SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x6208065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c379[] = {
    SC_D(0x65, 32, "SETC.EQ"), SC_FD(0x65, 32, "SrcL", 0), SC_FD(0x65, 32, "SrcR", 0), SC_FD(0x65, 32, "SrcRType",
    0), SC_X};
static const sc_op c380[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    5), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x6208065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CG(2, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x6208065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CG(2, 3), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c381[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x8075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x80008075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff08075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x108ff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c382[] = {
    SC_D(0x75, 32, "SETC.EQI"), SC_FD(0x75, 32, "SrcL", 0), SC_FD(0x75, 32, "shamt", 0), SC_FD(0x75, 32, "simm12",
    0), SC_X};
static const sc_op c383[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3080f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 7), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3080f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 7), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c384[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x20d065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20d065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20d065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffff80000001),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220d065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffff80000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000001), SC_G(2, 0x1234567880000001), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420d065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000001),
    SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620d065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c385[] = {
    SC_D(0x5065, 32, "SETC.GE"), SC_FD(0x5065, 32, "SrcL", 0), SC_FD(0x5065, 32, "SrcR", 0), SC_FD(0x5065, 32,
    "SrcRType", 0), SC_X};
static const sc_op c386[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2,
    0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620d065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620d065, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c387[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xd075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000d075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0d075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10dff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c388[] = {
    SC_D(0x5075, 32, "SETC.GEI"), SC_FD(0x5075, 32, "SrcL", 0), SC_FD(0x5075, 32, "shamt", 0), SC_FD(0x5075, 32,
    "simm12", 0), SC_X};
static const sc_op c389[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30d0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c390[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x20f065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20f065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20f065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x100000000), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220f065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x100000000), SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0x100000000), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420f065, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x100000000), SC_CG(2,
    0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620f065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c391[] = {
    SC_D(0x7065, 32, "SETC.GEU"), SC_FD(0x7065, 32, "SrcL", 0), SC_FD(0x7065, 32, "SrcR", 0), SC_FD(0x7065, 32,
    "SrcRType", 0), SC_X};
static const sc_op c392[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 3), SC_G(2,
    1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620f065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 3), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 1), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620f065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 3), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c393[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xf075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10f075, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0f075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10fff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c394[] = {
    SC_D(0x7075, 32, "SETC.GEUI"), SC_FD(0x7075, 32, "SrcL", 0), SC_FD(0x7075, 32, "shamt", 0), SC_FD(0x7075, 32,
    "uimm12", 0), SC_X};
static const sc_op c395[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30f0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c396[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x20c065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20c065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20c065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220c065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420c065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0), SC_CG(2,
    0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0x1234567880000001), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620c065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0), SC_CG(2,
    0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c397[] = {
    SC_D(0x4065, 32, "SETC.LT"), SC_FD(0x4065, 32, "SrcL", 0), SC_FD(0x4065, 32, "SrcR", 0), SC_FD(0x4065, 32,
    "SrcRType", 0), SC_X};
static const sc_op c398[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1,
    0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620c065, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_CG(1, 0xffffffffffffffff), SC_CG(2, 1),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620c065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_CG(1, 1), SC_CG(2,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c399[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xc075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000c075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0c075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10cff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c400[] = {
    SC_D(0x4075, 32, "SETC.LTI"), SC_FD(0x4075, 32, "SrcL", 0), SC_FD(0x4075, 32, "shamt", 0), SC_FD(0x4075, 32,
    "simm12", 0), SC_X};
static const sc_op c401[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30c0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c402[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x20e065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20e065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20e065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x100000000), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220e065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x100000000), SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0x100000000), SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420e065, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x100000000), SC_CG(2,
    0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001), SC_G(2,
    0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620e065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c403[] = {
    SC_D(0x6065, 32, "SETC.LTU"), SC_FD(0x6065, 32, "SrcL", 0), SC_FD(0x6065, 32, "SrcR", 0), SC_FD(0x6065, 32,
    "SrcRType", 0), SC_X};
static const sc_op c404[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2,
    3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620e065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 3), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 3), SC_G(2, 1), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620e065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 3), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c405[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xe075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10e075, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfff0e075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10eff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c406[] = {
    SC_D(0x6075, 32, "SETC.LTUI"), SC_FD(0x6075, 32, "SrcL", 0), SC_FD(0x6075, 32, "shamt", 0), SC_FD(0x6075, 32,
    "uimm12", 0), SC_X};
static const sc_op c407[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x30e0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c408[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x209065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x209065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x209065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffff80000001),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x2209065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0xffffffff80000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000001), SC_G(2, 0x1234567880000001), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x4209065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000001),
    SC_CG(2, 0x1234567880000001), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x1234567880000001),
    SC_G(2, 0x1234567880000001), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x6209065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x1234567880000001), SC_CG(2, 0x1234567880000001),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c409[] = {
    SC_D(0x1065, 32, "SETC.NE"), SC_FD(0x1065, 32, "SrcL", 0), SC_FD(0x1065, 32, "SrcR", 0), SC_FD(0x1065, 32,
    "SrcRType", 0), SC_X};
static const sc_op c410[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2,
    3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x6209065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CG(2, 3), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 5), SC_G(2, 5), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x6209065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 5), SC_CG(2, 5), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c411[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x9075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x80009075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff09075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x109ff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c412[] = {
    SC_D(0x1075, 32, "SETC.NEI"), SC_FD(0x1075, 32, "SrcL", 0), SC_FD(0x1075, 32, "shamt", 0), SC_FD(0x1075, 32,
    "simm12", 0), SC_X};
static const sc_op c413[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 7), SC_G(2,
    6), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3090f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 7), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 6), SC_G(2, 6),
    SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3090f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 6), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa),
    SC_R, SC_X};
static const sc_op c414[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0x20b065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CG(2, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2,
    0x7fffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20b065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0x8000000000000000), SC_CG(2, 0x7fffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0),
    SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x20b065, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CG(2, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB,
    SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x220b065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x420b065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100),
    SC_G(1, 0), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x620b065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0),
    SC_CG(3, 0x5555555555555555), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10,
    0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c415[] = {
    SC_D(0x3065, 32, "SETC.OR"), SC_FD(0x3065, 32, "SrcL", 0), SC_FD(0x3065, 32, "SrcR", 0), SC_FD(0x3065, 32,
    "SrcRType", 0), SC_X};
static const sc_op c416[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2,
    0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620b065, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3,
    0x5555555555555555), SC_CT(0x104), SC_CG(1, 1), SC_CG(2, 0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa),
    SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF,
    SC_T(0x100), SC_G(1, 0), SC_G(2, 0xffffffffffffffff), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa),
    SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x620b065, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_CG(1, 0), SC_CG(2, 0xffffffffffffffff),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c417[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2,
    0), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_E(0xb075, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(0), SC_CG(3, 0x5555555555555555),
    SC_CG(1, 0), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD, TR_COND, 0,
    0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x8000b075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0x8000000000000000), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x7ff0b075, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1,
    0xffffffffffffffff), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x80000000), SC_G(2, 0), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x10bff5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CCA(1), SC_CG(3, 0x5555555555555555), SC_CG(1, 0x80000000),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c418[] = {
    SC_D(0x3075, 32, "SETC.ORI"), SC_FD(0x3075, 32, "SrcL", 0), SC_FD(0x3075, 32, "shamt", 0), SC_FD(0x3075, 32,
    "simm12", 0), SC_X};
static const sc_op c419[] = {
    SC_R, SC_RB, SC_BG(BK_STANDARD, TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 1), SC_G(2,
    3), SC_G(3, 0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa),
    SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb0f5, 32, 0), SC_CFL(PTO_FAULT_NONE), SC_CCA(1), SC_CG(3, 0x5555555555555555),
    SC_CT(0x104), SC_CG(1, 1), SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_RB, SC_BG(BK_STANDARD,
    TR_COND, 0, 0x100, 0), SC_BB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 3), SC_G(3, 0x5555555555555555),
    SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0xb0f5, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CCA(0), SC_CG(3, 0x5555555555555555), SC_CT(0x104), SC_CG(1, 0),
    SC_CRA_(0xaaaaaaaaaaaaaaaa), SC_CG(10, 0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c420[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0), SC_G(2, 0), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x507, 32, 0), SC_CFL(PTO_FAULT_NONE),
    SC_CFA(0), SC_CT(0x104), SC_CG(10, 0x100), SC_CRA_(0x100), SC_CG(3, 0x5555555555555555), SC_CCA(0), SC_RB,
    SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0x8000000000000000), SC_G(2, 0x7fffffffffffffff), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1507, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(10, 0x102), SC_CRA_(0x102), SC_CG(3, 0x5555555555555555),
    SC_CCA(0), SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 0xffffffffffffffff), SC_G(2, 1), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0xfffff507, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(0x104), SC_CG(10, 0x2000fe), SC_CRA_(0x2000fe), SC_CG(3,
    0x5555555555555555), SC_CCA(0), SC_RB, SC_A(0), SC_CF, SC_T(0xfffffffffffffffe), SC_G(1, 5), SC_G(2, 3), SC_G(3,
    0x5555555555555555), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_CA(0), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1507, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CT(2), SC_CG(10, 0), SC_CRA_(0), SC_CG(3, 0x5555555555555555), SC_CCA(0),
    SC_R, SC_X};
static const sc_op c421[] = {
    SC_D(0x507, 32, "SETRET"), SC_FD(0x507, 32, "imm20", 0), SC_X};
static const sc_op c422[] = {
    SC_R, SC_RB, SC_A(0), SC_CF, SC_T(0x100), SC_G(10, 0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_E(0x1507,
    32, 0), SC_CFL(PTO_FAULT_NONE), SC_CFA(0), SC_CG(10, 0x102), SC_CRA_(0x102), SC_CT(0x104), SC_R, SC_X};
static const sc_op c423[] = {
    SC_R, SC_A(0), SC_CF, SC_T(0x100), SC_G(1, 5), SC_G(2, 3), SC_G(3, 0x5555555555555555), SC_G(10,
    0xaaaaaaaaaaaaaaaa), SC_RA_(0xaaaaaaaaaaaaaaaa), SC_CA(0xaaaaaaaaaaaaaaaa), SC_E(0x3507, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CG(10, 0x106), SC_CRA_(0x106), SC_CT(0x104), SC_CCA(0xaaaaaaaaaaaaaaaa), SC_R, SC_X};
static const sc_op c424[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_G(7, 0x777), SC_E(0xc02c, 16, 1),
    SC_CFL(PTO_FAULT_SOFTWARE_BREAKPOINT), SC_CFA(0x180), SC_CC(0), SC_CFP(0x180), SC_CTF, SC_CG(7, 0x777), SC_X};
static const sc_op c425[] = {
    SC_D(0xc02c, 16, "C.EBREAK"), SC_FD(0xc02c, 16, "imm5", 0), SC_X};
static const sc_op c426[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_E(0xc7ec, 16, 1),
    SC_CFL(PTO_FAULT_SOFTWARE_BREAKPOINT), SC_CC(0x1f), SC_CFA(0x180), SC_CFP(0x180), SC_CTF, SC_X};
static const sc_op c427[] = {
    SC_R, SC_T(0x100), SC_G(3, 0x333), SC_G(5, 0x555), SC_E(0xc02c, 16, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL),
    SC_CG(3, 0x333), SC_CG(5, 0x555), SC_X};
static const sc_op c428[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_G(7, 0x777), SC_E(0x10102b, 32,
    1), SC_CFL(PTO_FAULT_SOFTWARE_BREAKPOINT), SC_CFA(0x180), SC_CC(0), SC_CFP(0x180), SC_CTF, SC_CG(7, 0x777), SC_X};
static const sc_op c429[] = {
    SC_D(0x10102b, 32, "EBREAK"), SC_FD(0x10102b, 32, "imm4", 0), SC_X};
static const sc_op c430[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_E(0xf10102b, 32, 1),
    SC_CFL(PTO_FAULT_SOFTWARE_BREAKPOINT), SC_CC(0xf), SC_CFA(0x180), SC_CFP(0x180), SC_CTF, SC_X};
static const sc_op c431[] = {
    SC_R, SC_T(0x100), SC_G(3, 0x333), SC_G(5, 0x555), SC_E(0x10102b, 32, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL),
    SC_CG(3, 0x333), SC_CG(5, 0x555), SC_X};
static const sc_op c432[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_E(0x202b, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CT(0x184), SC_X};
static const sc_op c433[] = {
    SC_D(0x202b, 32, "FENCE.D"), SC_FD(0x202b, 32, "PRED_IMM", 0), SC_FD(0x202b, 32, "SUCC_IMM", 0), SC_X};
static const sc_op c434[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_E(0xff0202b, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CT(0x184), SC_X};
static const sc_op c435[] = {
    SC_R, SC_T(0x100), SC_G(3, 0x333), SC_G(5, 0x555), SC_E(0x202b, 32, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL),
    SC_CG(3, 0x333), SC_CG(5, 0x555), SC_X};
static const sc_op c436[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_E(0x800202b, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CT(0x184), SC_X};
static const sc_op c437[] = {
    SC_D(0x1000202b, 32, "FENCE.I"), SC_X};
static const sc_op c438[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_E(0x1000202b, 32, 0),
    SC_CFL(PTO_FAULT_NONE), SC_CT(0x184), SC_X};
static const sc_op c439[] = {
    SC_R, SC_T(0x100), SC_G(3, 0x333), SC_G(5, 0x555), SC_E(0x1000202b, 32, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL),
    SC_CG(3, 0x333), SC_CG(5, 0x555), SC_X};
static const sc_op c440[] = {
    SC_D(0x403b, 32, "SETC.TGT"), SC_FD(0x403b, 32, "SrcL", 0), SC_X};
static const sc_op c441[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_STANDARD, TR_FALL, 0, 0x180, 0), SC_BB, SC_G(5, 0x1000), SC_E(0x2c03b, 32,
    0), SC_CFL(PTO_FAULT_NONE), SC_CBP(0x100), SC_CBA(BK_STANDARD, 0xff), SC_CBA(0xff, TR_FALL), SC_CTK(0),
    SC_CBN(0x1000), SC_CT(0x184), SC_X};
static const sc_op c442[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_STANDARD, TR_COND, 0x444, 0x180, 1), SC_BB, SC_G(5, 0x2468), SC_E(0x2c03b,
    32, 0), SC_CFL(PTO_FAULT_NONE), SC_CBP(0x100), SC_CBA(BK_STANDARD, 0xff), SC_CBA(0xff, TR_COND), SC_CTK(1),
    SC_CBN(0x2468), SC_CT(0x184), SC_X};
static const sc_op c443[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_STANDARD, TR_FALL, 0, 0x180, 0), SC_BB, SC_Q(0, 0, 0x1000), SC_E(0xc403b,
    32, 0), SC_CFL(PTO_FAULT_NONE), SC_CBP(0x100), SC_CBA(BK_STANDARD, 0xff), SC_CBA(0xff, TR_FALL), SC_CTK(0),
    SC_CBN(0x1000), SC_CQ_(0, 0, 0x1000), SC_CT(0x184), SC_X};
static const sc_op c444[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_STANDARD, TR_FALL, 0, 0x180, 0), SC_BB, SC_Q(1, 0, 0x1000), SC_E(0xe403b,
    32, 0), SC_CFL(PTO_FAULT_NONE), SC_CBP(0x100), SC_CBA(BK_STANDARD, 0xff), SC_CBA(0xff, TR_FALL), SC_CTK(0),
    SC_CBN(0x1000), SC_CQ_(1, 0, 0x1000), SC_CT(0x184), SC_X};
static const sc_op c445[] = {
    SC_R, SC_T(0x100), SC_G(3, 0x333), SC_G(5, 0x555), SC_E(0x2c03b, 32, 1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL),
    SC_CG(3, 0x333), SC_CG(5, 0x555), SC_X};
static const sc_op c446[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_STANDARD, TR_FALL, 0, 0x180, 0), SC_BB, SC_SBN(0x555), SC_CQE_(0, 0),
    SC_E(0xc403b, 32, 1), SC_CFL(PTO_FAULT_ILLEGAL_INSTRUCTION), SC_CFA(0x180), SC_CBN(0x555), SC_CQE_(0, 0),
    SC_CFP(0x180), SC_X};
static const sc_op c447[] = {
    SC_R, SC_A(0), SC_T(0x100), SC_BG(BK_SYSTEM, TR_FALL, 0, 0x180, 0), SC_BB, SC_G(5, 0x2468), SC_E(0x2c03b, 32,
    1), SC_CFL(PTO_FAULT_BUNDLE_CONTROL), SC_CFA(0x180), SC_CBA(BK_SYSTEM, 0xff), SC_CBN(0), SC_CG(5, 0x2468),
    SC_CFP(0x180), SC_X};

static const sc_case cases[] = {
    {"PTO-AVS-SCALAR-ADD-ALIASES-001", "tests/asl/scalar/alu/ADD/scalar-bound-add-aliases-001.asl", c0, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADD-DECODE-001", "tests/asl/scalar/alu/ADD/scalar-decode-add-canonical-001.asl", c1, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADD-MODIFIER-001", "tests/asl/scalar/alu/ADD/scalar-exec-add-modifier-001.asl", c2, 0},
    {"PTO-AVS-SCALAR-ADDI-ALIASES-001", "tests/asl/scalar/alu/ADDI/scalar-bound-addi-aliases-001.asl", c3, 0},
    {"PTO-AVS-SCALAR-ADDI-DECODE-001", "tests/asl/scalar/alu/ADDI/scalar-decode-addi-canonical-001.asl", c4, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADDI-RESULT-001", "tests/asl/scalar/alu/ADDI/scalar-exec-addi-result-001.asl", c5, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADDIW-ALIASES-001", "tests/asl/scalar/alu/ADDIW/scalar-bound-addiw-aliases-001.asl", c6, 0},
    {"PTO-AVS-SCALAR-ADDIW-DECODE-001", "tests/asl/scalar/alu/ADDIW/scalar-decode-addiw-canonical-001.asl", c7, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADDIW-RESULT-001", "tests/asl/scalar/alu/ADDIW/scalar-exec-addiw-result-001.asl", c8, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADDW-ALIASES-001", "tests/asl/scalar/alu/ADDW/scalar-bound-addw-aliases-001.asl", c9, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADDW-DECODE-001", "tests/asl/scalar/alu/ADDW/scalar-decode-addw-canonical-001.asl", c10, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ADDW-MODIFIER-001", "tests/asl/scalar/alu/ADDW/scalar-exec-addw-modifier-001.asl", c11, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-AND-ALIASES-001", "tests/asl/scalar/alu/AND/scalar-bound-and-aliases-001.asl", c12, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-AND-DECODE-001", "tests/asl/scalar/alu/AND/scalar-decode-and-canonical-001.asl", c13, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-AND-MODIFIER-001", "tests/asl/scalar/alu/AND/scalar-exec-and-modifier-001.asl", c14, 0},
    {"PTO-AVS-SCALAR-ANDI-ALIASES-001", "tests/asl/scalar/alu/ANDI/scalar-bound-andi-aliases-001.asl", c15, 0},
    {"PTO-AVS-SCALAR-ANDI-DECODE-001", "tests/asl/scalar/alu/ANDI/scalar-decode-andi-canonical-001.asl", c16, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ANDI-RESULT-001", "tests/asl/scalar/alu/ANDI/scalar-exec-andi-result-001.asl", c17, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ANDIW-ALIASES-001", "tests/asl/scalar/alu/ANDIW/scalar-bound-andiw-aliases-001.asl", c18, 0},
    {"PTO-AVS-SCALAR-ANDIW-DECODE-001", "tests/asl/scalar/alu/ANDIW/scalar-decode-andiw-canonical-001.asl", c19, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ANDIW-RESULT-001", "tests/asl/scalar/alu/ANDIW/scalar-exec-andiw-result-001.asl", c20, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ANDW-ALIASES-001", "tests/asl/scalar/alu/ANDW/scalar-bound-andw-aliases-001.asl", c21, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ANDW-DECODE-001", "tests/asl/scalar/alu/ANDW/scalar-decode-andw-canonical-001.asl", c22, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ANDW-MODIFIER-001", "tests/asl/scalar/alu/ANDW/scalar-exec-andw-modifier-001.asl", c23, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ADD-DECODE-001", "tests/asl/scalar/alu/C.ADD/scalar-decode-c-add-canonical-001.asl", c24, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ADD-QUEUE-001", "tests/asl/scalar/alu/C.ADD/scalar-exec-c-add-queue-001.asl", c25, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ADD-READINESS-001", "tests/asl/scalar/alu/C.ADD/scalar-fault-c-add-readiness-001.asl", c26, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-ADDI-DECODE-001", "tests/asl/scalar/alu/C.ADDI/scalar-decode-c-addi-canonical-001.asl", c27, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ADDI-QUEUE-001", "tests/asl/scalar/alu/C.ADDI/scalar-exec-c-addi-queue-001.asl", c28, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ADDI-READINESS-001", "tests/asl/scalar/alu/C.ADDI/scalar-fault-c-addi-readiness-001.asl", c29, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-AND-DECODE-001", "tests/asl/scalar/alu/C.AND/scalar-decode-c-and-canonical-001.asl", c30, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-AND-QUEUE-001", "tests/asl/scalar/alu/C.AND/scalar-exec-c-and-queue-001.asl", c31, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-AND-READINESS-001", "tests/asl/scalar/alu/C.AND/scalar-fault-c-and-readiness-001.asl", c32, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-MOVI-DECODE-001", "tests/asl/scalar/alu/C.MOVI/scalar-decode-c-movi-canonical-001.asl", c33, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-MOVI-MATERIALIZE-001", "tests/asl/scalar/alu/C.MOVI/scalar-exec-c-movi-materialize-001.asl", c34, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-MOVR-DECODE-001", "tests/asl/scalar/alu/C.MOVR/scalar-decode-c-movr-canonical-001.asl", c35, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-MOVR-MATERIALIZE-001", "tests/asl/scalar/alu/C.MOVR/scalar-exec-c-movr-materialize-001.asl", c36, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-OR-DECODE-001", "tests/asl/scalar/alu/C.OR/scalar-decode-c-or-canonical-001.asl", c37, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-OR-QUEUE-001", "tests/asl/scalar/alu/C.OR/scalar-exec-c-or-queue-001.asl", c38, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-OR-READINESS-001", "tests/asl/scalar/alu/C.OR/scalar-fault-c-or-readiness-001.asl", c39, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-SETC-TGT-DECODE-001", "tests/asl/scalar/alu/C.SETC.TGT/scalar-decode-c-setc-tgt-canonical-001.asl", c40, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SETC-TGT-ABS-001", "tests/asl/scalar/alu/C.SETC.TGT/scalar-exec-c-setc-tgt-absolute-001.asl", c41, 0},
    {"PTO-AVS-SCALAR-C-SETC-TGT-REL-001", "tests/asl/scalar/alu/C.SETC.TGT/scalar-exec-c-setc-tgt-relative-001.asl", c42, SC_SKIP_FLOATING},
    {"PTO-AVS-SCALAR-C-SETC-TGT-DUP-001", "tests/asl/scalar/alu/C.SETC.TGT/scalar-fault-c-setc-tgt-duplicate-001.asl", c43, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-SETC-TGT-READY-001", "tests/asl/scalar/alu/C.SETC.TGT/scalar-fault-c-setc-tgt-readiness-001.asl", c44, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-SETC-TGT-TARGET-001", "tests/asl/scalar/alu/C.SETC.TGT/scalar-fault-c-setc-tgt-target-001.asl", c45, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-SETRET-ZERO-001", "tests/asl/scalar/alu/C.SETRET/scalar-bound-c-setret-zero-001.asl", c46, 0},
    {"PTO-AVS-SCALAR-C-SETRET-DECODE-001", "tests/asl/scalar/alu/C.SETRET/scalar-decode-c-setret-canonical-001.asl", c47, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SETRET-BOUND-001", "tests/asl/scalar/alu/C.SETRET/scalar-exec-c-setret-boundary-001.asl", c48, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SETRET-WRAP-001", "tests/asl/scalar/alu/C.SETRET/scalar-exec-c-setret-wrap-001.asl", c49, 0},
    {"PTO-AVS-SCALAR-C-SEXT-B-DECODE-001", "tests/asl/scalar/alu/C.SEXT.B/scalar-decode-c-sext-b-canonical-001.asl", c50, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SEXT-B-MATERIALIZE-001", "tests/asl/scalar/alu/C.SEXT.B/scalar-exec-c-sext-b-materialize-001.asl", c51, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SEXT-H-DECODE-001", "tests/asl/scalar/alu/C.SEXT.H/scalar-decode-c-sext-h-canonical-001.asl", c52, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SEXT-H-MATERIALIZE-001", "tests/asl/scalar/alu/C.SEXT.H/scalar-exec-c-sext-h-materialize-001.asl", c53, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SEXT-W-DECODE-001", "tests/asl/scalar/alu/C.SEXT.W/scalar-decode-c-sext-w-canonical-001.asl", c54, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SEXT-W-MATERIALIZE-001", "tests/asl/scalar/alu/C.SEXT.W/scalar-exec-c-sext-w-materialize-001.asl", c55, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SLLI-DECODE-001", "tests/asl/scalar/alu/C.SLLI/scalar-decode-c-slli-canonical-001.asl", c56, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SLLI-QUEUE-001", "tests/asl/scalar/alu/C.SLLI/scalar-exec-c-slli-queue-001.asl", c57, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SLLI-READINESS-001", "tests/asl/scalar/alu/C.SLLI/scalar-fault-c-slli-readiness-001.asl", c58, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-SRLI-DECODE-001", "tests/asl/scalar/alu/C.SRLI/scalar-decode-c-srli-canonical-001.asl", c59, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SRLI-QUEUE-001", "tests/asl/scalar/alu/C.SRLI/scalar-exec-c-srli-queue-001.asl", c60, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SRLI-READINESS-001", "tests/asl/scalar/alu/C.SRLI/scalar-fault-c-srli-readiness-001.asl", c61, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-SUB-DECODE-001", "tests/asl/scalar/alu/C.SUB/scalar-decode-c-sub-canonical-001.asl", c62, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SUB-QUEUE-001", "tests/asl/scalar/alu/C.SUB/scalar-exec-c-sub-queue-001.asl", c63, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-SUB-READINESS-001", "tests/asl/scalar/alu/C.SUB/scalar-fault-c-sub-readiness-001.asl", c64, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-ZEXT-B-DECODE-001", "tests/asl/scalar/alu/C.ZEXT.B/scalar-decode-c-zext-b-canonical-001.asl", c65, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ZEXT-B-MATERIALIZE-001", "tests/asl/scalar/alu/C.ZEXT.B/scalar-exec-c-zext-b-materialize-001.asl", c66, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ZEXT-H-DECODE-001", "tests/asl/scalar/alu/C.ZEXT.H/scalar-decode-c-zext-h-canonical-001.asl", c67, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ZEXT-H-MATERIALIZE-001", "tests/asl/scalar/alu/C.ZEXT.H/scalar-exec-c-zext-h-materialize-001.asl", c68, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ZEXT-W-DECODE-001", "tests/asl/scalar/alu/C.ZEXT.W/scalar-decode-c-zext-w-canonical-001.asl", c69, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-C-ZEXT-W-MATERIALIZE-001", "tests/asl/scalar/alu/C.ZEXT.W/scalar-exec-c-zext-w-materialize-001.asl", c70, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-CSEL-ALIASES-001", "tests/asl/scalar/alu/CSEL/scalar-bound-csel-aliases-001.asl", c71, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-CSEL-MODIFIER-001", "tests/asl/scalar/alu/CSEL/scalar-bound-csel-modifier-001.asl", c72, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-CSEL-DECODE-001", "tests/asl/scalar/alu/CSEL/scalar-decode-csel-canonical-001.asl", c73, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-CSEL-SELECT-001", "tests/asl/scalar/alu/CSEL/scalar-exec-csel-select-001.asl", c74, 0},
    {"PTO-AVS-SCALAR-CSEL-READINESS-001", "tests/asl/scalar/alu/CSEL/scalar-fault-csel-readiness-001.asl", c75, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-DIV-DECODE-001", "tests/asl/scalar/alu/DIV/scalar-decode-div-canonical-001.asl", c76, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-DIV-TOTALITY-001", "tests/asl/scalar/alu/DIV/scalar-exec-div-totality-001.asl", c77, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-DIVU-DECODE-001", "tests/asl/scalar/alu/DIVU/scalar-decode-divu-canonical-001.asl", c78, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-DIVU-TOTALITY-001", "tests/asl/scalar/alu/DIVU/scalar-exec-divu-totality-001.asl", c79, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-DIVUW-DECODE-001", "tests/asl/scalar/alu/DIVUW/scalar-decode-divuw-canonical-001.asl", c80, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-DIVUW-TOTALITY-001", "tests/asl/scalar/alu/DIVUW/scalar-exec-divuw-totality-001.asl", c81, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-DIVW-DECODE-001", "tests/asl/scalar/alu/DIVW/scalar-decode-divw-canonical-001.asl", c82, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-DIVW-TOTALITY-001", "tests/asl/scalar/alu/DIVW/scalar-exec-divw-totality-001.asl", c83, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ADDI-SELECTORS-001", "tests/asl/scalar/alu/HL.ADDI/scalar-bound-hl-addi-selectors-001.asl", c84, 0},
    {"PTO-AVS-SCALAR-HL-ADDI-DECODE-001", "tests/asl/scalar/alu/HL.ADDI/scalar-decode-hl-addi-canonical-001.asl", c85, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ADDI-RESULT-001", "tests/asl/scalar/alu/HL.ADDI/scalar-exec-hl-addi-result-001.asl", c86, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ADDI-READINESS-001", "tests/asl/scalar/alu/HL.ADDI/scalar-fault-hl-addi-readiness-001.asl", c87, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-ADDIW-SELECTORS-001", "tests/asl/scalar/alu/HL.ADDIW/scalar-bound-hl-addiw-selectors-001.asl", c88, 0},
    {"PTO-AVS-SCALAR-HL-ADDIW-DECODE-001", "tests/asl/scalar/alu/HL.ADDIW/scalar-decode-hl-addiw-canonical-001.asl", c89, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ADDIW-RESULT-001", "tests/asl/scalar/alu/HL.ADDIW/scalar-exec-hl-addiw-result-001.asl", c90, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ADDIW-READINESS-001", "tests/asl/scalar/alu/HL.ADDIW/scalar-fault-hl-addiw-readiness-001.asl", c91, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-ANDI-SELECTORS-001", "tests/asl/scalar/alu/HL.ANDI/scalar-bound-hl-andi-selectors-001.asl", c92, 0},
    {"PTO-AVS-SCALAR-HL-ANDI-DECODE-001", "tests/asl/scalar/alu/HL.ANDI/scalar-decode-hl-andi-canonical-001.asl", c93, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ANDI-RESULT-001", "tests/asl/scalar/alu/HL.ANDI/scalar-exec-hl-andi-result-001.asl", c94, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ANDI-READINESS-001", "tests/asl/scalar/alu/HL.ANDI/scalar-fault-hl-andi-readiness-001.asl", c95, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-ANDIW-SELECTORS-001", "tests/asl/scalar/alu/HL.ANDIW/scalar-bound-hl-andiw-selectors-001.asl", c96, 0},
    {"PTO-AVS-SCALAR-HL-ANDIW-DECODE-001", "tests/asl/scalar/alu/HL.ANDIW/scalar-decode-hl-andiw-canonical-001.asl", c97, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ANDIW-RESULT-001", "tests/asl/scalar/alu/HL.ANDIW/scalar-exec-hl-andiw-result-001.asl", c98, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ANDIW-READINESS-001", "tests/asl/scalar/alu/HL.ANDIW/scalar-fault-hl-andiw-readiness-001.asl", c99, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-LIS-DECODE-001", "tests/asl/scalar/alu/HL.LIS/scalar-decode-hl-lis-canonical-001.asl", c100, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-LIS-MATERIALIZE-001", "tests/asl/scalar/alu/HL.LIS/scalar-exec-hl-lis-materialize-001.asl", c101, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-LIU-DECODE-001", "tests/asl/scalar/alu/HL.LIU/scalar-decode-hl-liu-canonical-001.asl", c102, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-LIU-MATERIALIZE-001", "tests/asl/scalar/alu/HL.LIU/scalar-exec-hl-liu-materialize-001.asl", c103, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-LUI-DECODE-001", "tests/asl/scalar/alu/HL.LUI/scalar-decode-hl-lui-canonical-001.asl", c104, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-LUI-MATERIALIZE-001", "tests/asl/scalar/alu/HL.LUI/scalar-exec-hl-lui-materialize-001.asl", c105, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-LUI-UPPER-002", "tests/asl/scalar/alu/HL.LUI/scalar-exec-hl-lui-upper-002.asl", c106, 0},
    {"PTO-AVS-SCALAR-HL-ORI-SELECTORS-001", "tests/asl/scalar/alu/HL.ORI/scalar-bound-hl-ori-selectors-001.asl", c107, 0},
    {"PTO-AVS-SCALAR-HL-ORI-DECODE-001", "tests/asl/scalar/alu/HL.ORI/scalar-decode-hl-ori-canonical-001.asl", c108, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ORI-RESULT-001", "tests/asl/scalar/alu/HL.ORI/scalar-exec-hl-ori-result-001.asl", c109, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ORI-READINESS-001", "tests/asl/scalar/alu/HL.ORI/scalar-fault-hl-ori-readiness-001.asl", c110, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-ORIW-SELECTORS-001", "tests/asl/scalar/alu/HL.ORIW/scalar-bound-hl-oriw-selectors-001.asl", c111, 0},
    {"PTO-AVS-SCALAR-HL-ORIW-DECODE-001", "tests/asl/scalar/alu/HL.ORIW/scalar-decode-hl-oriw-canonical-001.asl", c112, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ORIW-RESULT-001", "tests/asl/scalar/alu/HL.ORIW/scalar-exec-hl-oriw-result-001.asl", c113, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-ORIW-READINESS-001", "tests/asl/scalar/alu/HL.ORIW/scalar-fault-hl-oriw-readiness-001.asl", c114, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-SUBI-SELECTORS-001", "tests/asl/scalar/alu/HL.SUBI/scalar-bound-hl-subi-selectors-001.asl", c115, 0},
    {"PTO-AVS-SCALAR-HL-SUBI-DECODE-001", "tests/asl/scalar/alu/HL.SUBI/scalar-decode-hl-subi-canonical-001.asl", c116, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-SUBI-RESULT-001", "tests/asl/scalar/alu/HL.SUBI/scalar-exec-hl-subi-result-001.asl", c117, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-SUBI-READINESS-001", "tests/asl/scalar/alu/HL.SUBI/scalar-fault-hl-subi-readiness-001.asl", c118, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-SUBIW-SELECTORS-001", "tests/asl/scalar/alu/HL.SUBIW/scalar-bound-hl-subiw-selectors-001.asl", c119, 0},
    {"PTO-AVS-SCALAR-HL-SUBIW-DECODE-001", "tests/asl/scalar/alu/HL.SUBIW/scalar-decode-hl-subiw-canonical-001.asl", c120, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-SUBIW-RESULT-001", "tests/asl/scalar/alu/HL.SUBIW/scalar-exec-hl-subiw-result-001.asl", c121, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-SUBIW-READINESS-001", "tests/asl/scalar/alu/HL.SUBIW/scalar-fault-hl-subiw-readiness-001.asl", c122, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-XORI-SELECTORS-001", "tests/asl/scalar/alu/HL.XORI/scalar-bound-hl-xori-selectors-001.asl", c123, 0},
    {"PTO-AVS-SCALAR-HL-XORI-DECODE-001", "tests/asl/scalar/alu/HL.XORI/scalar-decode-hl-xori-canonical-001.asl", c124, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-XORI-RESULT-001", "tests/asl/scalar/alu/HL.XORI/scalar-exec-hl-xori-result-001.asl", c125, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-XORI-READINESS-001", "tests/asl/scalar/alu/HL.XORI/scalar-fault-hl-xori-readiness-001.asl", c126, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-HL-XORIW-SELECTORS-001", "tests/asl/scalar/alu/HL.XORIW/scalar-bound-hl-xoriw-selectors-001.asl", c127, 0},
    {"PTO-AVS-SCALAR-HL-XORIW-DECODE-001", "tests/asl/scalar/alu/HL.XORIW/scalar-decode-hl-xoriw-canonical-001.asl", c128, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-XORIW-RESULT-001", "tests/asl/scalar/alu/HL.XORIW/scalar-exec-hl-xoriw-result-001.asl", c129, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-HL-XORIW-READINESS-001", "tests/asl/scalar/alu/HL.XORIW/scalar-fault-hl-xoriw-readiness-001.asl", c130, SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-LUI-DECODE-001", "tests/asl/scalar/alu/LUI/scalar-decode-lui-canonical-001.asl", c131, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-LUI-MATERIALIZE-001", "tests/asl/scalar/alu/LUI/scalar-exec-lui-materialize-001.asl", c132, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MADD-DECODE-001", "tests/asl/scalar/alu/MADD/scalar-decode-madd-canonical-001.asl", c133, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MADD-ACCUMULATE-001", "tests/asl/scalar/alu/MADD/scalar-exec-madd-accumulate-001.asl", c134, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MADDW-DECODE-001", "tests/asl/scalar/alu/MADDW/scalar-decode-maddw-canonical-001.asl", c135, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MADDW-ACCUMULATE-001", "tests/asl/scalar/alu/MADDW/scalar-exec-maddw-accumulate-001.asl", c136, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MAX-ALIASES-001", "tests/asl/scalar/alu/MAX/scalar-bound-max-aliases-001.asl", c137, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MAX-DECODE-001", "tests/asl/scalar/alu/MAX/scalar-decode-max-canonical-001.asl", c138, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MAX-BOUNDARY-001", "tests/asl/scalar/alu/MAX/scalar-exec-max-boundary-001.asl", c139, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MAXU-ALIASES-001", "tests/asl/scalar/alu/MAXU/scalar-bound-maxu-aliases-001.asl", c140, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MAXU-DECODE-001", "tests/asl/scalar/alu/MAXU/scalar-decode-maxu-canonical-001.asl", c141, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MAXU-BOUNDARY-001", "tests/asl/scalar/alu/MAXU/scalar-exec-maxu-boundary-001.asl", c142, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MIN-ALIASES-001", "tests/asl/scalar/alu/MIN/scalar-bound-min-aliases-001.asl", c143, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MIN-DECODE-001", "tests/asl/scalar/alu/MIN/scalar-decode-min-canonical-001.asl", c144, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MIN-BOUNDARY-001", "tests/asl/scalar/alu/MIN/scalar-exec-min-boundary-001.asl", c145, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MINU-ALIASES-001", "tests/asl/scalar/alu/MINU/scalar-bound-minu-aliases-001.asl", c146, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MINU-DECODE-001", "tests/asl/scalar/alu/MINU/scalar-decode-minu-canonical-001.asl", c147, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MINU-BOUNDARY-001", "tests/asl/scalar/alu/MINU/scalar-exec-minu-boundary-001.asl", c148, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MUL-DECODE-001", "tests/asl/scalar/alu/MUL/scalar-decode-mul-canonical-001.asl", c149, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MUL-PRODUCT-001", "tests/asl/scalar/alu/MUL/scalar-exec-mul-product-001.asl", c150, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MULU-DECODE-001", "tests/asl/scalar/alu/MULU/scalar-decode-mulu-canonical-001.asl", c151, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MULU-PRODUCT-001", "tests/asl/scalar/alu/MULU/scalar-exec-mulu-product-001.asl", c152, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MULUW-DECODE-001", "tests/asl/scalar/alu/MULUW/scalar-decode-muluw-canonical-001.asl", c153, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MULUW-PRODUCT-001", "tests/asl/scalar/alu/MULUW/scalar-exec-muluw-product-001.asl", c154, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MULW-DECODE-001", "tests/asl/scalar/alu/MULW/scalar-decode-mulw-canonical-001.asl", c155, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-MULW-PRODUCT-001", "tests/asl/scalar/alu/MULW/scalar-exec-mulw-product-001.asl", c156, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-OR-ALIASES-001", "tests/asl/scalar/alu/OR/scalar-bound-or-aliases-001.asl", c157, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-OR-DECODE-001", "tests/asl/scalar/alu/OR/scalar-decode-or-canonical-001.asl", c158, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-OR-MODIFIER-001", "tests/asl/scalar/alu/OR/scalar-exec-or-modifier-001.asl", c159, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ORI-ALIASES-001", "tests/asl/scalar/alu/ORI/scalar-bound-ori-aliases-001.asl", c160, 0},
    {"PTO-AVS-SCALAR-ORI-DECODE-001", "tests/asl/scalar/alu/ORI/scalar-decode-ori-canonical-001.asl", c161, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ORI-RESULT-001", "tests/asl/scalar/alu/ORI/scalar-exec-ori-result-001.asl", c162, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ORIW-ALIASES-001", "tests/asl/scalar/alu/ORIW/scalar-bound-oriw-aliases-001.asl", c163, 0},
    {"PTO-AVS-SCALAR-ORIW-DECODE-001", "tests/asl/scalar/alu/ORIW/scalar-decode-oriw-canonical-001.asl", c164, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ORIW-RESULT-001", "tests/asl/scalar/alu/ORIW/scalar-exec-oriw-result-001.asl", c165, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ORW-ALIASES-001", "tests/asl/scalar/alu/ORW/scalar-bound-orw-aliases-001.asl", c166, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ORW-DECODE-001", "tests/asl/scalar/alu/ORW/scalar-decode-orw-canonical-001.asl", c167, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-ORW-MODIFIER-001", "tests/asl/scalar/alu/ORW/scalar-exec-orw-modifier-001.asl", c168, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REM-DECODE-001", "tests/asl/scalar/alu/REM/scalar-decode-rem-canonical-001.asl", c169, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REM-TOTALITY-001", "tests/asl/scalar/alu/REM/scalar-exec-rem-totality-001.asl", c170, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REMU-DECODE-001", "tests/asl/scalar/alu/REMU/scalar-decode-remu-canonical-001.asl", c171, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REMU-TOTALITY-001", "tests/asl/scalar/alu/REMU/scalar-exec-remu-totality-001.asl", c172, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REMUW-DECODE-001", "tests/asl/scalar/alu/REMUW/scalar-decode-remuw-canonical-001.asl", c173, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REMUW-TOTALITY-001", "tests/asl/scalar/alu/REMUW/scalar-exec-remuw-totality-001.asl", c174, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REMW-DECODE-001", "tests/asl/scalar/alu/REMW/scalar-decode-remw-canonical-001.asl", c175, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-REMW-TOTALITY-001", "tests/asl/scalar/alu/REMW/scalar-exec-remw-totality-001.asl", c176, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLL-MASKED-001", "tests/asl/scalar/alu/SLL/scalar-bound-sll-masked-001.asl", c177, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLL-DECODE-001", "tests/asl/scalar/alu/SLL/scalar-decode-sll-canonical-001.asl", c178, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLL-MAXIMUM-001", "tests/asl/scalar/alu/SLL/scalar-exec-sll-maximum-001.asl", c179, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLLI-ZERO-001", "tests/asl/scalar/alu/SLLI/scalar-bound-slli-zero-001.asl", c180, 0},
    {"PTO-AVS-SCALAR-SLLI-DECODE-001", "tests/asl/scalar/alu/SLLI/scalar-decode-slli-canonical-001.asl", c181, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLLI-MAXIMUM-001", "tests/asl/scalar/alu/SLLI/scalar-exec-slli-maximum-001.asl", c182, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLLIW-ZERO-001", "tests/asl/scalar/alu/SLLIW/scalar-bound-slliw-zero-001.asl", c183, 0},
    {"PTO-AVS-SCALAR-SLLIW-DECODE-001", "tests/asl/scalar/alu/SLLIW/scalar-decode-slliw-canonical-001.asl", c184, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLLIW-MAXIMUM-001", "tests/asl/scalar/alu/SLLIW/scalar-exec-slliw-maximum-001.asl", c185, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLLW-MASKED-001", "tests/asl/scalar/alu/SLLW/scalar-bound-sllw-masked-001.asl", c186, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLLW-DECODE-001", "tests/asl/scalar/alu/SLLW/scalar-decode-sllw-canonical-001.asl", c187, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SLLW-MAXIMUM-001", "tests/asl/scalar/alu/SLLW/scalar-exec-sllw-maximum-001.asl", c188, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRA-MASKED-001", "tests/asl/scalar/alu/SRA/scalar-bound-sra-masked-001.asl", c189, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRA-DECODE-001", "tests/asl/scalar/alu/SRA/scalar-decode-sra-canonical-001.asl", c190, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRA-MAXIMUM-001", "tests/asl/scalar/alu/SRA/scalar-exec-sra-maximum-001.asl", c191, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRAI-ZERO-001", "tests/asl/scalar/alu/SRAI/scalar-bound-srai-zero-001.asl", c192, 0},
    {"PTO-AVS-SCALAR-SRAI-DECODE-001", "tests/asl/scalar/alu/SRAI/scalar-decode-srai-canonical-001.asl", c193, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRAI-MAXIMUM-001", "tests/asl/scalar/alu/SRAI/scalar-exec-srai-maximum-001.asl", c194, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRAIW-ZERO-001", "tests/asl/scalar/alu/SRAIW/scalar-bound-sraiw-zero-001.asl", c195, 0},
    {"PTO-AVS-SCALAR-SRAIW-DECODE-001", "tests/asl/scalar/alu/SRAIW/scalar-decode-sraiw-canonical-001.asl", c196, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRAIW-MAXIMUM-001", "tests/asl/scalar/alu/SRAIW/scalar-exec-sraiw-maximum-001.asl", c197, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRAW-MASKED-001", "tests/asl/scalar/alu/SRAW/scalar-bound-sraw-masked-001.asl", c198, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRAW-DECODE-001", "tests/asl/scalar/alu/SRAW/scalar-decode-sraw-canonical-001.asl", c199, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRAW-MAXIMUM-001", "tests/asl/scalar/alu/SRAW/scalar-exec-sraw-maximum-001.asl", c200, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRL-MASKED-001", "tests/asl/scalar/alu/SRL/scalar-bound-srl-masked-001.asl", c201, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRL-DECODE-001", "tests/asl/scalar/alu/SRL/scalar-decode-srl-canonical-001.asl", c202, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRL-MAXIMUM-001", "tests/asl/scalar/alu/SRL/scalar-exec-srl-maximum-001.asl", c203, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRLI-ZERO-001", "tests/asl/scalar/alu/SRLI/scalar-bound-srli-zero-001.asl", c204, 0},
    {"PTO-AVS-SCALAR-SRLI-DECODE-001", "tests/asl/scalar/alu/SRLI/scalar-decode-srli-canonical-001.asl", c205, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRLI-MAXIMUM-001", "tests/asl/scalar/alu/SRLI/scalar-exec-srli-maximum-001.asl", c206, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRLIW-ZERO-001", "tests/asl/scalar/alu/SRLIW/scalar-bound-srliw-zero-001.asl", c207, 0},
    {"PTO-AVS-SCALAR-SRLIW-DECODE-001", "tests/asl/scalar/alu/SRLIW/scalar-decode-srliw-canonical-001.asl", c208, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRLIW-MAXIMUM-001", "tests/asl/scalar/alu/SRLIW/scalar-exec-srliw-maximum-001.asl", c209, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRLW-MASKED-001", "tests/asl/scalar/alu/SRLW/scalar-bound-srlw-masked-001.asl", c210, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRLW-DECODE-001", "tests/asl/scalar/alu/SRLW/scalar-decode-srlw-canonical-001.asl", c211, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SRLW-MAXIMUM-001", "tests/asl/scalar/alu/SRLW/scalar-exec-srlw-maximum-001.asl", c212, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUB-ALIASES-001", "tests/asl/scalar/alu/SUB/scalar-bound-sub-aliases-001.asl", c213, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUB-DECODE-001", "tests/asl/scalar/alu/SUB/scalar-decode-sub-canonical-001.asl", c214, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUB-MODIFIER-001", "tests/asl/scalar/alu/SUB/scalar-exec-sub-modifier-001.asl", c215, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUBI-ALIASES-001", "tests/asl/scalar/alu/SUBI/scalar-bound-subi-aliases-001.asl", c216, 0},
    {"PTO-AVS-SCALAR-SUBI-DECODE-001", "tests/asl/scalar/alu/SUBI/scalar-decode-subi-canonical-001.asl", c217, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUBI-RESULT-001", "tests/asl/scalar/alu/SUBI/scalar-exec-subi-result-001.asl", c218, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUBIW-ALIASES-001", "tests/asl/scalar/alu/SUBIW/scalar-bound-subiw-aliases-001.asl", c219, 0},
    {"PTO-AVS-SCALAR-SUBIW-DECODE-001", "tests/asl/scalar/alu/SUBIW/scalar-decode-subiw-canonical-001.asl", c220, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUBIW-RESULT-001", "tests/asl/scalar/alu/SUBIW/scalar-exec-subiw-result-001.asl", c221, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUBW-ALIASES-001", "tests/asl/scalar/alu/SUBW/scalar-bound-subw-aliases-001.asl", c222, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUBW-DECODE-001", "tests/asl/scalar/alu/SUBW/scalar-decode-subw-canonical-001.asl", c223, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-SUBW-MODIFIER-001", "tests/asl/scalar/alu/SUBW/scalar-exec-subw-modifier-001.asl", c224, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XOR-ALIASES-001", "tests/asl/scalar/alu/XOR/scalar-bound-xor-aliases-001.asl", c225, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XOR-DECODE-001", "tests/asl/scalar/alu/XOR/scalar-decode-xor-canonical-001.asl", c226, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XOR-MODIFIER-001", "tests/asl/scalar/alu/XOR/scalar-exec-xor-modifier-001.asl", c227, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XORI-ALIASES-001", "tests/asl/scalar/alu/XORI/scalar-bound-xori-aliases-001.asl", c228, 0},
    {"PTO-AVS-SCALAR-XORI-DECODE-001", "tests/asl/scalar/alu/XORI/scalar-decode-xori-canonical-001.asl", c229, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XORI-RESULT-001", "tests/asl/scalar/alu/XORI/scalar-exec-xori-result-001.asl", c230, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XORIW-ALIASES-001", "tests/asl/scalar/alu/XORIW/scalar-bound-xoriw-aliases-001.asl", c231, 0},
    {"PTO-AVS-SCALAR-XORIW-DECODE-001", "tests/asl/scalar/alu/XORIW/scalar-decode-xoriw-canonical-001.asl", c232, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XORIW-RESULT-001", "tests/asl/scalar/alu/XORIW/scalar-exec-xoriw-result-001.asl", c233, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XORW-ALIASES-001", "tests/asl/scalar/alu/XORW/scalar-bound-xorw-aliases-001.asl", c234, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XORW-DECODE-001", "tests/asl/scalar/alu/XORW/scalar-decode-xorw-canonical-001.asl", c235, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-XORW-MODIFIER-001", "tests/asl/scalar/alu/XORW/scalar-exec-xorw-modifier-001.asl", c236, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-ADDTPC-BOUND-001", "tests/asl/scalar/bru/ADDTPC/scalar-bound-addtpc-fields-001.asl", c237, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-ADDTPC-SIGNED-001", "tests/asl/scalar/bru/ADDTPC/scalar-bound-addtpc-signed-001.asl", c238, 0},
    {"PTO-AVS-SCALAR-ADDTPC-DECODE-001", "tests/asl/scalar/bru/ADDTPC/scalar-decode-addtpc-canonical-001.asl", c239, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-ADDTPC-ALIAS-001", "tests/asl/scalar/bru/ADDTPC/scalar-exec-addtpc-alias-001.asl", c240, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-ADDTPC-EXEC-001", "tests/asl/scalar/bru/ADDTPC/scalar-exec-addtpc-direct-001.asl", c241, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-ADDTPC-PAGE-001", "tests/asl/scalar/bru/ADDTPC/scalar-exec-addtpc-page-001.asl", c242, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-C-CMP-EQI-BOUND-001", "tests/asl/scalar/bru/C.CMP.EQI/scalar-bound-c-cmp-eqi-fields-001.asl", c243, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-C-CMP-EQI-DECODE-001", "tests/asl/scalar/bru/C.CMP.EQI/scalar-decode-c-cmp-eqi-canonical-001.asl", c244, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-C-CMP-EQI-ALIAS-001", "tests/asl/scalar/bru/C.CMP.EQI/scalar-exec-c-cmp-eqi-alias-001.asl", c245, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-C-CMP-EQI-EXEC-001", "tests/asl/scalar/bru/C.CMP.EQI/scalar-exec-c-cmp-eqi-direct-001.asl", c246, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-C-CMP-NEI-BOUND-001", "tests/asl/scalar/bru/C.CMP.NEI/scalar-bound-c-cmp-nei-fields-001.asl", c247, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-C-CMP-NEI-DECODE-001", "tests/asl/scalar/bru/C.CMP.NEI/scalar-decode-c-cmp-nei-canonical-001.asl", c248, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-C-CMP-NEI-EXEC-001", "tests/asl/scalar/bru/C.CMP.NEI/scalar-exec-c-cmp-nei-direct-001.asl", c249, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-C-SETC-EQ-BOUND-001", "tests/asl/scalar/bru/C.SETC.EQ/scalar-bound-c-setc-eq-fields-001.asl", c250, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-C-SETC-EQ-DECODE-001", "tests/asl/scalar/bru/C.SETC.EQ/scalar-decode-c-setc-eq-canonical-001.asl", c251, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-C-SETC-EQ-ALIAS-001", "tests/asl/scalar/bru/C.SETC.EQ/scalar-exec-c-setc-eq-alias-001.asl", c252, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-C-SETC-EQ-EXEC-001", "tests/asl/scalar/bru/C.SETC.EQ/scalar-exec-c-setc-eq-direct-001.asl", c253, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-C-SETC-NE-BOUND-001", "tests/asl/scalar/bru/C.SETC.NE/scalar-bound-c-setc-ne-fields-001.asl", c254, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-C-SETC-NE-DECODE-001", "tests/asl/scalar/bru/C.SETC.NE/scalar-decode-c-setc-ne-canonical-001.asl", c255, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-C-SETC-NE-EXEC-001", "tests/asl/scalar/bru/C.SETC.NE/scalar-exec-c-setc-ne-direct-001.asl", c256, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-AND-BOUND-001", "tests/asl/scalar/bru/CMP.AND/scalar-bound-cmp-and-fields-001.asl", c257, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-AND-DECODE-001", "tests/asl/scalar/bru/CMP.AND/scalar-decode-cmp-and-canonical-001.asl", c258, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-AND-EXEC-001", "tests/asl/scalar/bru/CMP.AND/scalar-exec-cmp-and-direct-001.asl", c259, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-ANDI-BOUND-001", "tests/asl/scalar/bru/CMP.ANDI/scalar-bound-cmp-andi-fields-001.asl", c260, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-ANDI-DECODE-001", "tests/asl/scalar/bru/CMP.ANDI/scalar-decode-cmp-andi-canonical-001.asl", c261, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-ANDI-EXEC-001", "tests/asl/scalar/bru/CMP.ANDI/scalar-exec-cmp-andi-direct-001.asl", c262, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-EQ-BOUND-001", "tests/asl/scalar/bru/CMP.EQ/scalar-bound-cmp-eq-fields-001.asl", c263, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-EQ-MODIFIER-001", "tests/asl/scalar/bru/CMP.EQ/scalar-bound-cmp-eq-modifier-001.asl", c264, SC_SKIP_CONTRACT},
    {"PTO-AVS-SCALAR-CMP-EQ-DECODE-001", "tests/asl/scalar/bru/CMP.EQ/scalar-decode-cmp-eq-canonical-001.asl", c265, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-EQ-ALIAS-001", "tests/asl/scalar/bru/CMP.EQ/scalar-exec-cmp-eq-alias-001.asl", c266, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-EQ-EXEC-001", "tests/asl/scalar/bru/CMP.EQ/scalar-exec-cmp-eq-direct-001.asl", c267, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-EQI-BOUND-001", "tests/asl/scalar/bru/CMP.EQI/scalar-bound-cmp-eqi-fields-001.asl", c268, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-EQI-DECODE-001", "tests/asl/scalar/bru/CMP.EQI/scalar-decode-cmp-eqi-canonical-001.asl", c269, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-EQI-EXEC-001", "tests/asl/scalar/bru/CMP.EQI/scalar-exec-cmp-eqi-direct-001.asl", c270, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-GE-BOUND-001", "tests/asl/scalar/bru/CMP.GE/scalar-bound-cmp-ge-fields-001.asl", c271, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-GE-DECODE-001", "tests/asl/scalar/bru/CMP.GE/scalar-decode-cmp-ge-canonical-001.asl", c272, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-GE-EXEC-001", "tests/asl/scalar/bru/CMP.GE/scalar-exec-cmp-ge-direct-001.asl", c273, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-GEI-BOUND-001", "tests/asl/scalar/bru/CMP.GEI/scalar-bound-cmp-gei-fields-001.asl", c274, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-GEI-DECODE-001", "tests/asl/scalar/bru/CMP.GEI/scalar-decode-cmp-gei-canonical-001.asl", c275, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-GEI-EXEC-001", "tests/asl/scalar/bru/CMP.GEI/scalar-exec-cmp-gei-direct-001.asl", c276, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-GEU-BOUND-001", "tests/asl/scalar/bru/CMP.GEU/scalar-bound-cmp-geu-fields-001.asl", c277, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-GEU-DECODE-001", "tests/asl/scalar/bru/CMP.GEU/scalar-decode-cmp-geu-canonical-001.asl", c278, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-GEU-EXEC-001", "tests/asl/scalar/bru/CMP.GEU/scalar-exec-cmp-geu-direct-001.asl", c279, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-GEUI-BOUND-001", "tests/asl/scalar/bru/CMP.GEUI/scalar-bound-cmp-geui-fields-001.asl", c280, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-GEUI-DECODE-001", "tests/asl/scalar/bru/CMP.GEUI/scalar-decode-cmp-geui-canonical-001.asl", c281, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-GEUI-EXEC-001", "tests/asl/scalar/bru/CMP.GEUI/scalar-exec-cmp-geui-direct-001.asl", c282, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-LT-BOUND-001", "tests/asl/scalar/bru/CMP.LT/scalar-bound-cmp-lt-fields-001.asl", c283, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-LT-DECODE-001", "tests/asl/scalar/bru/CMP.LT/scalar-decode-cmp-lt-canonical-001.asl", c284, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-LT-EXEC-001", "tests/asl/scalar/bru/CMP.LT/scalar-exec-cmp-lt-direct-001.asl", c285, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-LTI-BOUND-001", "tests/asl/scalar/bru/CMP.LTI/scalar-bound-cmp-lti-fields-001.asl", c286, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-LTI-DECODE-001", "tests/asl/scalar/bru/CMP.LTI/scalar-decode-cmp-lti-canonical-001.asl", c287, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-LTI-EXEC-001", "tests/asl/scalar/bru/CMP.LTI/scalar-exec-cmp-lti-direct-001.asl", c288, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-LTU-BOUND-001", "tests/asl/scalar/bru/CMP.LTU/scalar-bound-cmp-ltu-fields-001.asl", c289, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-LTU-DECODE-001", "tests/asl/scalar/bru/CMP.LTU/scalar-decode-cmp-ltu-canonical-001.asl", c290, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-LTU-EXEC-001", "tests/asl/scalar/bru/CMP.LTU/scalar-exec-cmp-ltu-direct-001.asl", c291, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-LTUI-BOUND-001", "tests/asl/scalar/bru/CMP.LTUI/scalar-bound-cmp-ltui-fields-001.asl", c292, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-LTUI-DECODE-001", "tests/asl/scalar/bru/CMP.LTUI/scalar-decode-cmp-ltui-canonical-001.asl", c293, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-LTUI-EXEC-001", "tests/asl/scalar/bru/CMP.LTUI/scalar-exec-cmp-ltui-direct-001.asl", c294, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-NE-BOUND-001", "tests/asl/scalar/bru/CMP.NE/scalar-bound-cmp-ne-fields-001.asl", c295, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-NE-DECODE-001", "tests/asl/scalar/bru/CMP.NE/scalar-decode-cmp-ne-canonical-001.asl", c296, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-NE-EXEC-001", "tests/asl/scalar/bru/CMP.NE/scalar-exec-cmp-ne-direct-001.asl", c297, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-NEI-BOUND-001", "tests/asl/scalar/bru/CMP.NEI/scalar-bound-cmp-nei-fields-001.asl", c298, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-NEI-DECODE-001", "tests/asl/scalar/bru/CMP.NEI/scalar-decode-cmp-nei-canonical-001.asl", c299, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-NEI-EXEC-001", "tests/asl/scalar/bru/CMP.NEI/scalar-exec-cmp-nei-direct-001.asl", c300, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-OR-BOUND-001", "tests/asl/scalar/bru/CMP.OR/scalar-bound-cmp-or-fields-001.asl", c301, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-OR-DECODE-001", "tests/asl/scalar/bru/CMP.OR/scalar-decode-cmp-or-canonical-001.asl", c302, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-OR-EXEC-001", "tests/asl/scalar/bru/CMP.OR/scalar-exec-cmp-or-direct-001.asl", c303, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-CMP-ORI-BOUND-001", "tests/asl/scalar/bru/CMP.ORI/scalar-bound-cmp-ori-fields-001.asl", c304, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-CMP-ORI-DECODE-001", "tests/asl/scalar/bru/CMP.ORI/scalar-decode-cmp-ori-canonical-001.asl", c305, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-CMP-ORI-EXEC-001", "tests/asl/scalar/bru/CMP.ORI/scalar-exec-cmp-ori-direct-001.asl", c306, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-ADDTPC-BOUND-001", "tests/asl/scalar/bru/HL.ADDTPC/scalar-bound-hl-addtpc-fields-001.asl", c307, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-ADDTPC-SIGNED-001", "tests/asl/scalar/bru/HL.ADDTPC/scalar-bound-hl-addtpc-signed-001.asl", c308, 0},
    {"PTO-AVS-SCALAR-HL-ADDTPC-DECODE-001", "tests/asl/scalar/bru/HL.ADDTPC/scalar-decode-hl-addtpc-canonical-001.asl", c309, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-ADDTPC-EXEC-001", "tests/asl/scalar/bru/HL.ADDTPC/scalar-exec-hl-addtpc-direct-001.asl", c310, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-ADDTPC-PAGE-001", "tests/asl/scalar/bru/HL.ADDTPC/scalar-exec-hl-addtpc-page-001.asl", c311, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-ANDI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.ANDI/scalar-bound-hl-cmp-andi-fields-001.asl", c312, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-ANDI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.ANDI/scalar-decode-hl-cmp-andi-canonical-001.asl", c313, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-ANDI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.ANDI/scalar-exec-hl-cmp-andi-direct-001.asl", c314, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-CMP-EQI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.EQI/scalar-bound-hl-cmp-eqi-fields-001.asl", c315, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-EQI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.EQI/scalar-decode-hl-cmp-eqi-canonical-001.asl", c316, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-EQI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.EQI/scalar-exec-hl-cmp-eqi-direct-001.asl", c317, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-CMP-GEI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.GEI/scalar-bound-hl-cmp-gei-fields-001.asl", c318, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-GEI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.GEI/scalar-decode-hl-cmp-gei-canonical-001.asl", c319, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-GEI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.GEI/scalar-exec-hl-cmp-gei-direct-001.asl", c320, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-CMP-GEUI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.GEUI/scalar-bound-hl-cmp-geui-fields-001.asl", c321, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-GEUI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.GEUI/scalar-decode-hl-cmp-geui-canonical-001.asl", c322, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-GEUI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.GEUI/scalar-exec-hl-cmp-geui-direct-001.asl", c323, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-CMP-LTI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.LTI/scalar-bound-hl-cmp-lti-fields-001.asl", c324, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-LTI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.LTI/scalar-decode-hl-cmp-lti-canonical-001.asl", c325, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-LTI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.LTI/scalar-exec-hl-cmp-lti-direct-001.asl", c326, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-CMP-LTUI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.LTUI/scalar-bound-hl-cmp-ltui-fields-001.asl", c327, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-LTUI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.LTUI/scalar-decode-hl-cmp-ltui-canonical-001.asl", c328, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-LTUI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.LTUI/scalar-exec-hl-cmp-ltui-direct-001.asl", c329, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-CMP-NEI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.NEI/scalar-bound-hl-cmp-nei-fields-001.asl", c330, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-NEI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.NEI/scalar-decode-hl-cmp-nei-canonical-001.asl", c331, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-NEI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.NEI/scalar-exec-hl-cmp-nei-direct-001.asl", c332, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-CMP-ORI-BOUND-001", "tests/asl/scalar/bru/HL.CMP.ORI/scalar-bound-hl-cmp-ori-fields-001.asl", c333, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-CMP-ORI-DECODE-001", "tests/asl/scalar/bru/HL.CMP.ORI/scalar-decode-hl-cmp-ori-canonical-001.asl", c334, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-CMP-ORI-EXEC-001", "tests/asl/scalar/bru/HL.CMP.ORI/scalar-exec-hl-cmp-ori-direct-001.asl", c335, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-SETC-ANDI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.ANDI/scalar-bound-hl-setc-andi-fields-001.asl", c336, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-ANDI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.ANDI/scalar-decode-hl-setc-andi-canonical-001.asl", c337, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-ANDI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.ANDI/scalar-exec-hl-setc-andi-direct-001.asl", c338, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-SETC-EQI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.EQI/scalar-bound-hl-setc-eqi-fields-001.asl", c339, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-EQI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.EQI/scalar-decode-hl-setc-eqi-canonical-001.asl", c340, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-EQI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.EQI/scalar-exec-hl-setc-eqi-direct-001.asl", c341, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-EQI-PLACE-002", "tests/asl/scalar/bru/HL.SETC.EQI/scalar-fault-hl-setc-eqi-place-002.asl", c342, 0},
    {"PTO-AVS-BRU-HL-SETC-GEI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.GEI/scalar-bound-hl-setc-gei-fields-001.asl", c343, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-GEI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.GEI/scalar-decode-hl-setc-gei-canonical-001.asl", c344, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-GEI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.GEI/scalar-exec-hl-setc-gei-direct-001.asl", c345, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-SETC-GEUI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.GEUI/scalar-bound-hl-setc-geui-fields-001.asl", c346, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-GEUI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.GEUI/scalar-decode-hl-setc-geui-canonical-001.asl", c347, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-GEUI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.GEUI/scalar-exec-hl-setc-geui-direct-001.asl", c348, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-SETC-LTI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.LTI/scalar-bound-hl-setc-lti-fields-001.asl", c349, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-LTI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.LTI/scalar-decode-hl-setc-lti-canonical-001.asl", c350, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-LTI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.LTI/scalar-exec-hl-setc-lti-direct-001.asl", c351, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-SETC-LTUI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.LTUI/scalar-bound-hl-setc-ltui-fields-001.asl", c352, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-LTUI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.LTUI/scalar-decode-hl-setc-ltui-canonical-001.asl", c353, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-LTUI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.LTUI/scalar-exec-hl-setc-ltui-direct-001.asl", c354, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-SETC-NEI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.NEI/scalar-bound-hl-setc-nei-fields-001.asl", c355, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-NEI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.NEI/scalar-decode-hl-setc-nei-canonical-001.asl", c356, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-NEI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.NEI/scalar-exec-hl-setc-nei-direct-001.asl", c357, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-NEI-DUPLICATE-002", "tests/asl/scalar/bru/HL.SETC.NEI/scalar-fault-hl-setc-nei-duplicate-002.asl", c358, 0},
    {"PTO-AVS-BRU-HL-SETC-ORI-BOUND-001", "tests/asl/scalar/bru/HL.SETC.ORI/scalar-bound-hl-setc-ori-fields-001.asl", c359, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETC-ORI-DECODE-001", "tests/asl/scalar/bru/HL.SETC.ORI/scalar-decode-hl-setc-ori-canonical-001.asl", c360, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETC-ORI-EXEC-001", "tests/asl/scalar/bru/HL.SETC.ORI/scalar-exec-hl-setc-ori-direct-001.asl", c361, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-HL-SETRET-BOUND-001", "tests/asl/scalar/bru/HL.SETRET/scalar-bound-hl-setret-fields-001.asl", c362, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-HL-SETRET-DECODE-001", "tests/asl/scalar/bru/HL.SETRET/scalar-decode-hl-setret-canonical-001.asl", c363, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-HL-SETRET-EXEC-001", "tests/asl/scalar/bru/HL.SETRET/scalar-exec-hl-setret-direct-001.asl", c364, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-J-BOUND-001", "tests/asl/scalar/bru/J/scalar-bound-j-fields-001.asl", c365, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-J-DECODE-001", "tests/asl/scalar/bru/J/scalar-decode-j-canonical-001.asl", c366, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-J-EXEC-001", "tests/asl/scalar/bru/J/scalar-exec-j-direct-001.asl", c367, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-JR-BOUND-001", "tests/asl/scalar/bru/JR/scalar-bound-jr-fields-001.asl", c368, SC_SKIP_CYCLE | SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-JR-DECODE-001", "tests/asl/scalar/bru/JR/scalar-decode-jr-canonical-001.asl", c369, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-JR-ALIAS-001", "tests/asl/scalar/bru/JR/scalar-exec-jr-alias-001.asl", c370, SC_SKIP_CYCLE | SC_SKIP_TRAP},
    {"PTO-AVS-BRU-JR-EXEC-001", "tests/asl/scalar/bru/JR/scalar-exec-jr-direct-001.asl", c371, SC_SKIP_CYCLE | SC_SKIP_TRAP},
    {"PTO-AVS-BRU-SETC-AND-BOUND-001", "tests/asl/scalar/bru/SETC.AND/scalar-bound-setc-and-fields-001.asl", c372, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-AND-DECODE-001", "tests/asl/scalar/bru/SETC.AND/scalar-decode-setc-and-canonical-001.asl", c373, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-AND-EXEC-001", "tests/asl/scalar/bru/SETC.AND/scalar-exec-setc-and-direct-001.asl", c374, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-ANDI-BOUND-001", "tests/asl/scalar/bru/SETC.ANDI/scalar-bound-setc-andi-fields-001.asl", c375, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-ANDI-DECODE-001", "tests/asl/scalar/bru/SETC.ANDI/scalar-decode-setc-andi-canonical-001.asl", c376, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-ANDI-EXEC-001", "tests/asl/scalar/bru/SETC.ANDI/scalar-exec-setc-andi-direct-001.asl", c377, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-EQ-BOUND-001", "tests/asl/scalar/bru/SETC.EQ/scalar-bound-setc-eq-fields-001.asl", c378, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-EQ-DECODE-001", "tests/asl/scalar/bru/SETC.EQ/scalar-decode-setc-eq-canonical-001.asl", c379, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-EQ-EXEC-001", "tests/asl/scalar/bru/SETC.EQ/scalar-exec-setc-eq-direct-001.asl", c380, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-EQI-BOUND-001", "tests/asl/scalar/bru/SETC.EQI/scalar-bound-setc-eqi-fields-001.asl", c381, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-EQI-DECODE-001", "tests/asl/scalar/bru/SETC.EQI/scalar-decode-setc-eqi-canonical-001.asl", c382, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-EQI-EXEC-001", "tests/asl/scalar/bru/SETC.EQI/scalar-exec-setc-eqi-direct-001.asl", c383, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-GE-BOUND-001", "tests/asl/scalar/bru/SETC.GE/scalar-bound-setc-ge-fields-001.asl", c384, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-GE-DECODE-001", "tests/asl/scalar/bru/SETC.GE/scalar-decode-setc-ge-canonical-001.asl", c385, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-GE-EXEC-001", "tests/asl/scalar/bru/SETC.GE/scalar-exec-setc-ge-direct-001.asl", c386, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-GEI-BOUND-001", "tests/asl/scalar/bru/SETC.GEI/scalar-bound-setc-gei-fields-001.asl", c387, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-GEI-DECODE-001", "tests/asl/scalar/bru/SETC.GEI/scalar-decode-setc-gei-canonical-001.asl", c388, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-GEI-EXEC-001", "tests/asl/scalar/bru/SETC.GEI/scalar-exec-setc-gei-direct-001.asl", c389, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-GEU-BOUND-001", "tests/asl/scalar/bru/SETC.GEU/scalar-bound-setc-geu-fields-001.asl", c390, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-GEU-DECODE-001", "tests/asl/scalar/bru/SETC.GEU/scalar-decode-setc-geu-canonical-001.asl", c391, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-GEU-EXEC-001", "tests/asl/scalar/bru/SETC.GEU/scalar-exec-setc-geu-direct-001.asl", c392, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-GEUI-BOUND-001", "tests/asl/scalar/bru/SETC.GEUI/scalar-bound-setc-geui-fields-001.asl", c393, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-GEUI-DECODE-001", "tests/asl/scalar/bru/SETC.GEUI/scalar-decode-setc-geui-canonical-001.asl", c394, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-GEUI-EXEC-001", "tests/asl/scalar/bru/SETC.GEUI/scalar-exec-setc-geui-direct-001.asl", c395, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-LT-BOUND-001", "tests/asl/scalar/bru/SETC.LT/scalar-bound-setc-lt-fields-001.asl", c396, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-LT-DECODE-001", "tests/asl/scalar/bru/SETC.LT/scalar-decode-setc-lt-canonical-001.asl", c397, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-LT-EXEC-001", "tests/asl/scalar/bru/SETC.LT/scalar-exec-setc-lt-direct-001.asl", c398, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-LTI-BOUND-001", "tests/asl/scalar/bru/SETC.LTI/scalar-bound-setc-lti-fields-001.asl", c399, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-LTI-DECODE-001", "tests/asl/scalar/bru/SETC.LTI/scalar-decode-setc-lti-canonical-001.asl", c400, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-LTI-EXEC-001", "tests/asl/scalar/bru/SETC.LTI/scalar-exec-setc-lti-direct-001.asl", c401, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-LTU-BOUND-001", "tests/asl/scalar/bru/SETC.LTU/scalar-bound-setc-ltu-fields-001.asl", c402, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-LTU-DECODE-001", "tests/asl/scalar/bru/SETC.LTU/scalar-decode-setc-ltu-canonical-001.asl", c403, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-LTU-EXEC-001", "tests/asl/scalar/bru/SETC.LTU/scalar-exec-setc-ltu-direct-001.asl", c404, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-LTUI-BOUND-001", "tests/asl/scalar/bru/SETC.LTUI/scalar-bound-setc-ltui-fields-001.asl", c405, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-LTUI-DECODE-001", "tests/asl/scalar/bru/SETC.LTUI/scalar-decode-setc-ltui-canonical-001.asl", c406, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-LTUI-EXEC-001", "tests/asl/scalar/bru/SETC.LTUI/scalar-exec-setc-ltui-direct-001.asl", c407, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-NE-BOUND-001", "tests/asl/scalar/bru/SETC.NE/scalar-bound-setc-ne-fields-001.asl", c408, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-NE-DECODE-001", "tests/asl/scalar/bru/SETC.NE/scalar-decode-setc-ne-canonical-001.asl", c409, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-NE-EXEC-001", "tests/asl/scalar/bru/SETC.NE/scalar-exec-setc-ne-direct-001.asl", c410, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-NEI-BOUND-001", "tests/asl/scalar/bru/SETC.NEI/scalar-bound-setc-nei-fields-001.asl", c411, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-NEI-DECODE-001", "tests/asl/scalar/bru/SETC.NEI/scalar-decode-setc-nei-canonical-001.asl", c412, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-NEI-EXEC-001", "tests/asl/scalar/bru/SETC.NEI/scalar-exec-setc-nei-direct-001.asl", c413, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-OR-BOUND-001", "tests/asl/scalar/bru/SETC.OR/scalar-bound-setc-or-fields-001.asl", c414, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-OR-DECODE-001", "tests/asl/scalar/bru/SETC.OR/scalar-decode-setc-or-canonical-001.asl", c415, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-OR-EXEC-001", "tests/asl/scalar/bru/SETC.OR/scalar-exec-setc-or-direct-001.asl", c416, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETC-ORI-BOUND-001", "tests/asl/scalar/bru/SETC.ORI/scalar-bound-setc-ori-fields-001.asl", c417, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETC-ORI-DECODE-001", "tests/asl/scalar/bru/SETC.ORI/scalar-decode-setc-ori-canonical-001.asl", c418, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETC-ORI-EXEC-001", "tests/asl/scalar/bru/SETC.ORI/scalar-exec-setc-ori-direct-001.asl", c419, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETRET-BOUND-001", "tests/asl/scalar/bru/SETRET/scalar-bound-setret-fields-001.asl", c420, SC_SKIP_CYCLE},
    {"PTO-AVS-SCALAR-SETRET-DECODE-001", "tests/asl/scalar/bru/SETRET/scalar-decode-setret-canonical-001.asl", c421, SC_SKIP_CONTRACT},
    {"PTO-AVS-BRU-SETRET-ALIAS-001", "tests/asl/scalar/bru/SETRET/scalar-exec-setret-alias-001.asl", c422, SC_SKIP_CYCLE},
    {"PTO-AVS-BRU-SETRET-EXEC-001", "tests/asl/scalar/bru/SETRET/scalar-exec-setret-direct-001.asl", c423, SC_SKIP_CYCLE},
    {"PTO-AVS-SYS-C-EBREAK-ZERO-001", "tests/asl/scalar/sys/C.EBREAK/scalar-bound-c-ebreak-zero-001.asl", c424, SC_SKIP_CONTRACT | SC_SKIP_FENCE | SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-C-EBREAK-DECODE-001", "tests/asl/scalar/sys/C.EBREAK/scalar-decode-c-ebreak-canonical-001.asl", c425, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-C-EBREAK-EXEC-001", "tests/asl/scalar/sys/C.EBREAK/scalar-exec-c-ebreak-direct-001.asl", c426, SC_SKIP_CONTRACT | SC_SKIP_TRAP},
    {"PTO-AVS-SYS-C-EBREAK-PLACE-001", "tests/asl/scalar/sys/C.EBREAK/scalar-fault-c-ebreak-place-001.asl", c427, SC_SKIP_FENCE},
    {"PTO-AVS-SYS-EBREAK-ZERO-001", "tests/asl/scalar/sys/EBREAK/scalar-bound-ebreak-zero-001.asl", c428, SC_SKIP_CONTRACT | SC_SKIP_FENCE | SC_SKIP_TRAP},
    {"PTO-AVS-SCALAR-EBREAK-DECODE-001", "tests/asl/scalar/sys/EBREAK/scalar-decode-ebreak-canonical-001.asl", c429, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-EBREAK-EXEC-001", "tests/asl/scalar/sys/EBREAK/scalar-exec-ebreak-direct-001.asl", c430, SC_SKIP_CONTRACT | SC_SKIP_TRAP},
    {"PTO-AVS-SYS-EBREAK-PLACE-001", "tests/asl/scalar/sys/EBREAK/scalar-fault-ebreak-place-001.asl", c431, SC_SKIP_FENCE},
    {"PTO-AVS-SYS-FENCE-D-ZERO-001", "tests/asl/scalar/sys/FENCE.D/scalar-bound-fence-d-zero-001.asl", c432, SC_SKIP_EVENTS | SC_SKIP_FENCE},
    {"PTO-AVS-SCALAR-FENCE-D-DECODE-001", "tests/asl/scalar/sys/FENCE.D/scalar-decode-fence-d-canonical-001.asl", c433, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-FENCE-D-EXEC-001", "tests/asl/scalar/sys/FENCE.D/scalar-exec-fence-d-direct-001.asl", c434, SC_SKIP_CONTRACT | SC_SKIP_EVENTS | SC_SKIP_FENCE},
    {"PTO-AVS-SYS-FENCE-D-PLACE-001", "tests/asl/scalar/sys/FENCE.D/scalar-fault-fence-d-place-001.asl", c435, SC_SKIP_FENCE},
    {"PTO-AVS-SYS-FENCE-D-VISIBLE-001", "tests/asl/scalar/sys/FENCE.D/scalar-order-fence-d-visible-001.asl", c436, SC_SKIP_EVENTS | SC_SKIP_FENCE},
    {"PTO-AVS-SCALAR-FENCE-I-DECODE-001", "tests/asl/scalar/sys/FENCE.I/scalar-decode-fence-i-canonical-001.asl", c437, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-FENCE-I-EXEC-001", "tests/asl/scalar/sys/FENCE.I/scalar-exec-fence-i-direct-001.asl", c438, SC_SKIP_CONTRACT | SC_SKIP_EVENTS | SC_SKIP_FENCE},
    {"PTO-AVS-SYS-FENCE-I-PLACE-001", "tests/asl/scalar/sys/FENCE.I/scalar-fault-fence-i-place-001.asl", c439, SC_SKIP_FENCE},
    {"PTO-AVS-SCALAR-SETC-TGT-DECODE-001", "tests/asl/scalar/sys/SETC.TGT/scalar-decode-setc-tgt-canonical-001.asl", c440, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-SETC-TGT-EXEC-001", "tests/asl/scalar/sys/SETC.TGT/scalar-exec-setc-tgt-direct-001.asl", c441, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-SETC-TGT-FLOAT-001", "tests/asl/scalar/sys/SETC.TGT/scalar-exec-setc-tgt-floating-001.asl", c442, SC_SKIP_FLOATING},
    {"PTO-AVS-SYS-SETC-TGT-TSRC-001", "tests/asl/scalar/sys/SETC.TGT/scalar-exec-setc-tgt-tsrc-001.asl", c443, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-SETC-TGT-USRC-001", "tests/asl/scalar/sys/SETC.TGT/scalar-exec-setc-tgt-usrc-001.asl", c444, SC_SKIP_CONTRACT},
    {"PTO-AVS-SYS-SETC-TGT-PLACE-001", "tests/asl/scalar/sys/SETC.TGT/scalar-fault-setc-tgt-place-001.asl", c445, SC_SKIP_FENCE},
    {"PTO-AVS-SYS-SETC-TGT-SOURCE-001", "tests/asl/scalar/sys/SETC.TGT/scalar-fault-setc-tgt-source-001.asl", c446, SC_SKIP_TRAP},
    {"PTO-AVS-SYS-SETC-TGT-SYSTEM-001", "tests/asl/scalar/sys/SETC.TGT/scalar-fault-setc-tgt-system-001.asl", c447, SC_SKIP_TRAP},
};

/* clang-format on */

static void all_cases(void **state)
{
    (void)state;
    size_t n = sizeof cases / sizeof cases[0];
    unsigned failed = sc_run_cases(cases, n);
    print_message("%zu AVS tests ported, %u failing\n", n, failed);
    assert_int_equal(failed, 0);
}

int main(void)
{
    const struct CMUnitTest tests[] = {cmocka_unit_test(all_cases)};
    return cmocka_run_group_tests(tests, NULL, NULL);
}
