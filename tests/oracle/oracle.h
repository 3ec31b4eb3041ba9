/* Test-only numeric oracle on GNU MPFR.
 *
 * Formats are described here from the specification's format table
 * (pto-spec asl/arch/data-types/formats/<name>.asl, hardware profile data_types;
 * spec-digest §4.5), independently of src/num.  Each operation is computed
 * exactly (or, for division, correctly rounded toward zero at a wide
 * precision with MPFR's ternary value as the sticky bit), then rounded to
 * the destination format with MPFR's integer-rounding functions at the
 * format's quantum, and the five flags are derived from that rounding.
 */
#ifndef PTOSIM_TEST_ORACLE_H
#define PTOSIM_TEST_ORACLE_H

#include <stdbool.h>
#include <stdint.h>

#include <mpfr.h>

enum { OR_ADD = 0, OR_SUB = 1, OR_MUL = 2, OR_DIV = 3 };

/* Value classes of the oracle's decoder. */
enum { OC_ZERO = 0, OC_FINITE, OC_INF, OC_QNAN, OC_SNAN };

/* Flag bits: NV, DZ, OF, UF, NX (same positions as CORE_STATE[36:32]). */
enum { OF_NV = 1u, OF_DZ = 2u, OF_OF = 4u, OF_UF = 8u, OF_NX = 16u };

typedef struct {
    const char *name;
    unsigned dt;      /* DataType code */
    unsigned width;   /* carrier bits */
    unsigned ebits;   /* exponent field bits */
    unsigned fbits;   /* fraction bits of the precision */
    unsigned cf;      /* fraction bits of the carrier (23 for TF32/HF32) */
    int bias;
    int emin;         /* exponent of the smallest normal */
    int emax;         /* exponent of the largest binade holding finite values */
    bool has_inf;     /* false for E4M3 */
    uint64_t cnan;    /* canonical NaN */
    uint64_t maxfin;  /* largest finite encoding */
} oracle_fmt;

/* NULL for a non-floating or unknown DataType. */
const oracle_fmt *oracle_format(unsigned dt);

/* Decode x into v (v's precision must be >= 64); returns an OC_* class.
 * v is +-0, +-inf or the exact finite value; NaN sets v to NaN. */
int oracle_decode(unsigned dt, uint64_t x, mpfr_t v);

/* Encode an exact value already representable in the format (finite,
 * zero or infinite). */
uint64_t oracle_encode_exact(unsigned dt, const mpfr_t v);

/* Round an arbitrary real (exact in v) to the format with the B.DATR
 * RMode rm (0 = RNE); flags ORed into *flags.  sticky: the true value is
 * strictly beyond v in magnitude by less than one unit in v's last place
 * (used for inexact quotients). */
uint64_t oracle_round(unsigned dt, const mpfr_t v, bool sticky, unsigned rm, unsigned *flags);

/* a OP b in the format, result bits and flags (ORed into *flags). */
uint64_t oracle_arith(unsigned dt, int op, uint64_t a, uint64_t b, unsigned rm, unsigned *flags);

/* a * b + c rounded once (the TFMA rule: a NaN operand gives the canonical
 * NaN, NV for a signalling one or for 0 * inf whatever c is). */
uint64_t oracle_fma(unsigned dt, uint64_t a, uint64_t b, uint64_t c, unsigned rm, unsigned *flags);
/* Comparison "a CMODE b" (0 EQ, 1 NE, 2 LT, 3 GT, 4 LE, 5 GE) from the MPFR
 * values, IEEE rules: NaN -> only NE true; NV for a signalling NaN. */
bool oracle_fcmp(unsigned dt, uint64_t a, uint64_t b, unsigned cmode, unsigned *flags);

/* IEEE-style maximum/minimum with the profile's rules: one NaN -> the other
 * operand, two NaNs -> canonical NaN, -0 < +0 for the choice between
 * zeros, otherwise the numerically larger/smaller (left on a tie);
 * NV for a signalling NaN. */
uint64_t oracle_fmax(unsigned dt, uint64_t a, uint64_t b, unsigned *flags);
uint64_t oracle_fmin(unsigned dt, uint64_t a, uint64_t b, unsigned *flags);

/* The SFU unary operations of ExecuteTileUnary under the ieee profile
 * (decisions D22): the special-value table of spec-digest-2 §9.2, then the
 * function correctly rounded (RNE) in the format, with its flags ORed into
 * *flags (sfu.c). */
enum { OR_EXP = 0, OR_LOG = 1, OR_RECIP = 2, OR_SQRT = 3, OR_RSQRT = 4 };
uint64_t oracle_sfu(unsigned dt, int op, uint64_t x, unsigned *flags);
/* The same; *special tells whether the table decided. */
uint64_t oracle_sfu_ex(unsigned dt, int op, uint64_t x, unsigned *flags, bool *special);

/* --- case generators (TestFloat style) -----------------------------------
 * Deterministic pseudo-random source (splitmix64). */
uint64_t oracle_rng(uint64_t *state);

/* One encoding of the format: an interesting exponent (zero/subnormal
 * field, smallest normals, around 1, around the precision, largest
 * binades, all-ones field, random) combined with a significand pattern (all
 * ones, all zeros, single bits, halfway, near-halfway, random...).  For
 * TF32/HF32 about one case in 64 carries nonzero low carrier bits. */
uint64_t oracle_gen_value(unsigned dt, uint64_t *state);

/* A pair of operands aimed at one operation (OR_*): independent values,
 * neighbours (cancellation, near-equal quotients), exponent differences
 * around the precision (alignment, halfway cases, carries), and products or
 * quotients near the underflow and overflow thresholds. */
void oracle_gen_pair(unsigned dt, int op, uint64_t *state, uint64_t *a, uint64_t *b);

/* Release the oracle's scratch storage and MPFR caches. */
void oracle_cleanup(void);

#endif
