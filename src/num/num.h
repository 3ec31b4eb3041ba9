/* ptosim exact numeric core.
 *
 * Values travel as raw encodings in the low W bits of a uint64_t (W = the
 * element width of the DataType); higher bits of inputs are ignored and
 * results have them zero.  Formats are named by their ISA DataType code
 * (isa/dtypes.def).  Nothing here knows about tiles or bundles.
 *
 * Floating rules follow the hardware numeric profile
 * pto-hardware-numeric-0.58.3-ieee-v1 (decisions D5, D7): IEEE 754-2019,
 * every produced NaN is the format's canonical NaN, subnormals kept,
 * tininess after rounding, E4M3 has no infinity.
 */
#ifndef PTOSIM_NUM_H
#define PTOSIM_NUM_H

#include <stdbool.h>
#include <stdint.h>

/* Status flag bits, in CORE_STATE[36:32] order (spec-digest §1.9). */
enum {
    NUM_NV = 1u, /* invalid */
    NUM_DZ = 2u, /* divide by zero */
    NUM_OF = 4u, /* overflow */
    NUM_UF = 8u, /* underflow */
    NUM_NX = 16u /* inexact */
};

/* Rounding modes: the B.DATR RMode codes (spec-digest §2.4).  Code 0
 * (operation default) means RNE for every operation implemented here. */
enum {
    NUM_RM_DEFAULT = 0,
    NUM_RM_RNE = 1, /* nearest, ties to even */
    NUM_RM_RTZ = 2, /* toward zero */
    NUM_RM_RTM = 3, /* toward minus infinity */
    NUM_RM_RTP = 4, /* toward plus infinity */
    NUM_RM_RNA = 5, /* nearest, ties away from zero */
    NUM_RM_RTO = 6, /* round to odd */
    NUM_RM_RHB = 7  /* see num.c for the rule the specification gives */
};

/* Comparison modes: the B.DATR CMode codes (spec numbering, D13). */
enum { NUM_EQ = 0, NUM_NE = 1, NUM_LT = 2, NUM_GT = 3, NUM_LE = 4, NUM_GE = 5 };

/* --- format facts (floating DataTypes 0,1,2,3,4,5,7,8) ------------------ */
bool num_is_float(unsigned dt);
bool num_is_nan(unsigned dt, uint64_t x);
bool num_is_snan(unsigned dt, uint64_t x);
bool num_is_zero(unsigned dt, uint64_t x);         /* +0 or -0 */
uint64_t num_canonical_nan(unsigned dt);
/* TileNumericEncodingValid: false only for TF32 with bits 12:0 != 0,
 * HF32 with bits 11:0 != 0 and E3M2/E2M3 with bits 7:6 != 0 (spec-digest
 * §4.6); true for every other DataType, integers included. */
bool num_encoding_valid(unsigned dt, uint64_t x);
/* Every encoding of dt is valid (num_encoding_valid holds for all x): false
 * for TF32, HF32, E3M2 and E2M3. */
bool num_encodings_all_valid(unsigned dt);

/* Value classes returned by num_decode. */
enum {
    NUM_CLASS_ZERO = 0,   /* +0 or -0 */
    NUM_CLASS_FINITE = 1, /* nonzero finite (normal or subnormal) */
    NUM_CLASS_INF = 2,
    NUM_CLASS_QNAN = 3,
    NUM_CLASS_SNAN = 4
};
/* Exact parts of a floating encoding: returns the NUM_CLASS_* value (-1 if
 * dt is not floating) and, for a finite value, its exact value
 * (-1)^sign * sig * 2^exp (sig < 2^53; TF32/HF32 decode as FP32 carriers).
 * Any of sign, exp, sig may be NULL. */
int num_decode(unsigned dt, uint64_t x, bool *sign, int *exp, uint64_t *sig);

/* Round (-1)^sign * (sig + s) * 2^exp to the format with the rules of the
 * arithmetic below (rm as num_fadd; flags ORed into *flags), where s is 0
 * when sticky is false and some value strictly between 0 and 1 when sticky
 * is true.  Precondition for sticky: sig must extend at least two bits
 * below the last bit the result keeps (the rounding position); otherwise
 * the true value is not determined by (sig, sticky) and the result is the
 * rounding of a value just above sig.  sig == 0 with sticky clear gives a
 * signed zero. */
uint64_t num_round_pack(unsigned dt, bool sign, uint64_t sig, int exp, bool sticky, unsigned rm,
                        unsigned *flags);

/* num_round_pack with the 128-bit significand hi * 2^64 + lo; the sticky
 * precondition holds whenever hi != 0. */
uint64_t num_round_pack128(unsigned dt, bool sign, uint64_t hi, uint64_t lo, int exp, bool sticky, unsigned rm,
                           unsigned *flags);

/* --- floating arithmetic (IEEE, hardware profile) ------------------------
 * flags: the five flags raised by this one operation are ORed into *flags. */
uint64_t num_fadd(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags);
uint64_t num_fsub(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags);
uint64_t num_fmul(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags);
uint64_t num_fdiv(unsigned dt, uint64_t a, uint64_t b, unsigned rm, unsigned *flags);
/* a * b + c rounded once; a NaN operand gives the canonical NaN (NV for a
 * signalling one), 0 * inf is invalid whatever c is, so is inf - inf. */
uint64_t num_ffma(unsigned dt, uint64_t a, uint64_t b, uint64_t c, unsigned rm, unsigned *flags);

/* --- comparison, order, min/max (both profiles; spec-digest §4.7, §6) ----
 * num_fcmp: "a CMODE b"; NaN operand -> result (cmode == NE); NV if either
 * is a signalling NaN; +0 == -0. */
bool num_fcmp(unsigned dt, uint64_t a, uint64_t b, unsigned cmode, unsigned *flags);
/* HardwareNumericFloatingOrderKey: unsigned key, a < b iff key(a) < key(b)
 * for non-NaN, non-equal-zero operands. */
uint64_t num_order_key(unsigned dt, uint64_t x);
uint64_t num_fmax(unsigned dt, uint64_t a, uint64_t b, unsigned *flags);
uint64_t num_fmin(unsigned dt, uint64_t a, uint64_t b, unsigned *flags);

/* --- SFU unary operations (ExecuteTileUnary: TEXP, TLOG, TRECIP, TSQRT,
 * TRSQRT; transc.c) ---------------------------------------------------------
 * op: NUM_SFU_*; dt a floating DataType (0 otherwise); flags ORed. */
enum { NUM_SFU_EXP = 0, NUM_SFU_LOG = 1, NUM_SFU_RECIP = 2, NUM_SFU_SQRT = 3, NUM_SFU_RSQRT = 4 };
/* TileSFUUnarySpecialValue: true, with *r and its flags, when x is a
 * special input of op (the same in both profiles). */
bool num_sfu_special(unsigned op, unsigned dt, uint64_t x, uint64_t *r, unsigned *flags);
/* Profile ieee: correctly rounded (RNE) after the special table (D22). */
uint64_t num_sfu_ieee(unsigned op, unsigned dt, uint64_t x, unsigned *flags);
/* The same; with level given, *level on entry is the first Ziv level EXP
 * and LOG try (0 or 1: the first; up to 5, the last) and on return the
 * level that decided (0 for every other case). */
uint64_t num_sfu_ieee_level(unsigned op, unsigned dt, uint64_t x, unsigned *flags, unsigned *level);
/* Profile pto-v0: the special table, then the reference profile's
 * placeholders on the carrier, no flags. */
uint64_t num_sfu_v0(unsigned op, unsigned dt, uint64_t x, unsigned *flags);
/* ln 2 as used by EXP and LOG: 18 words of fraction, most significant
 * first, truncated (for the tests). */
const uint64_t *num_sfu_ln2_words(void);

/* --- TCVT element conversion (convert.c; spec-digest-2 §9.7, D30) ---------
 * Any two of the 25 assigned DataTypes; x and the result are one logical
 * element (a 4-bit lane for the packed X2 types) in its low bits.  rm is a
 * resolved B.DATR RMode (num_cvt_resolve_rm); sat is B.DATR Sat.  Flags
 * are ORed into *flags.  The rules are listed at the top of convert.c. */
unsigned num_cvt_width(unsigned dt);          /* element (lane) bits */
bool num_cvt_is_integer(unsigned dt);         /* S*, U*, S4X2, U4X2 */
/* HardwareTCVTTypePairSupported: E8M0 only from FP16, BF16, FP32. */
bool num_cvt_pair_supported(unsigned src, unsigned dst);
/* ResolveTileNumericExecutionControl: RMode 0 is RTZ for float -> integer,
 * RNE otherwise. */
unsigned num_cvt_resolve_rm(unsigned src, unsigned dst, unsigned rmode);
/* TileConvertIntegerValue (both profiles). */
uint64_t num_cvt_integer(unsigned src, unsigned dst, uint64_t x, bool sat);
/* ReferenceFloatToE8M0 (both profiles); src FP16, BF16 or FP32. */
uint64_t num_cvt_e8m0(unsigned src, uint64_t x, unsigned rm, bool sat, unsigned *flags);
/* Profile ieee: the hardware profile's conversion rules. */
uint64_t num_cvt_ieee(unsigned src, unsigned dst, uint64_t x, unsigned rm, bool sat, unsigned *flags);
/* Profile pto-v0: the model's TileProfileConvert bit for bit. */
uint64_t num_cvt_v0(unsigned src, unsigned dst, uint64_t x, unsigned rm, bool sat, unsigned *flags);

#endif
