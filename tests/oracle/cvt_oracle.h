/* Test-only oracle of the TCVT element conversion on GNU MPFR.
 *
 * Independent of src/num/convert.c: every source encoding is decoded from
 * the format definitions of the hardware profile
 * (spec/hardware-conformance-profile.json data_types: the IEEE-like
 * formats through oracle_decode, HiF8 from its dot-field table, E3M2/E2M3
 * from their bias and bit fields, the 4-bit lanes from their lane value
 * tables, E8M0 as 2^(raw-127), integers as integers); the result is
 * computed in MPFR and rounded by oracle_round (IEEE-like destinations), by
 * MPFR integer rounding (integer destinations), by the spec's exponent rule
 * in MPFR (E8M0) or by a search over every destination encoding's value
 * (the other small formats), and the special cases follow the rules of
 * the conversion profile as README's conformance section states them. */
#ifndef PTOSIM_TEST_CVT_ORACLE_H
#define PTOSIM_TEST_CVT_ORACLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The 25 assigned DataType codes. */
extern const unsigned ocvt_types[25];
/* Element width (4 for the packed lanes). */
unsigned ocvt_width(unsigned dt);
/* Profile ieee; rm a resolved RMode 1..7. */
uint64_t ocvt_ieee(unsigned sdt, unsigned ddt, uint64_t x, unsigned rm, bool sat, unsigned *flags);
/* Profile pto-v0 (the model's TileProfileConvert). */
uint64_t ocvt_v0(unsigned sdt, unsigned ddt, uint64_t x, unsigned rm, bool sat, unsigned *flags);
/* Is the pair legal (E8M0 only from FP16, BF16, FP32)? */
bool ocvt_pair(unsigned sdt, unsigned ddt);
/* Is x a valid source encoding (TF32/HF32 low bits, E3M2/E2M3 bits 7:6)? */
bool ocvt_valid(unsigned dt, uint64_t x);

/* Checks src/num/convert.c (num_cvt_ieee, num_cvt_v0) against the oracle
 * for the n source values xs of sdt (invalid encodings skipped), into every
 * destination type of a legal pair, both profiles, with Sat 0 and 1 and
 * every RMode 1..7 (all_modes) or one RMode per value drawn from *seed.
 * Prints the first few differences; returns their count and adds the
 * number of conversions compared to *compared. */
unsigned long ocvt_check(unsigned sdt, const uint64_t *xs, size_t n, bool all_modes, uint64_t *seed,
                         unsigned long long *compared);
/* Hard and random cases for a 32- or 64-bit source type: the oracle's
 * TestFloat-style floating cases, significands cut at every rounding
 * position of a narrower format (halfway, just below and above), integers
 * near powers of two and at halfway points of the narrow formats. */
uint64_t ocvt_gen(unsigned sdt, uint64_t *seed);

#endif
