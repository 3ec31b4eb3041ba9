/* Checks of the numeric core against the MPFR oracle, shared by the fast
 * and the slow numeric tests. */
#ifndef PTOSIM_TEST_ORACLE_CHECK_H
#define PTOSIM_TEST_ORACLE_CHECK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One operation (OR_ADD..OR_DIV) of num_* against oracle_arith: result bits
 * and all five flags.  Returns 1 on a mismatch and counts it in *mismatches
 * (the first 20 are printed). */
unsigned check_num_op(unsigned dt, int op, uint64_t a, uint64_t b, unsigned rm, unsigned long *mismatches);

/* pairs generated pairs per operation (oracle_gen_pair) from seed, in RNE or
 * cycling the eight RMode codes; returns the number of mismatches. */
unsigned long check_num_generated(unsigned dt, unsigned long pairs, uint64_t seed, bool all_modes);

/* ---- the SFU unary operations (sfu_check.c) ----------------------------
 * op: OR_EXP .. OR_RSQRT (the NUM_SFU_* order). */
extern const char *const sfu_op_names[5];
/* x as a valid encoding of dt (TF32/HF32: the low carrier bits cleared). */
uint64_t sfu_valid(unsigned dt, uint64_t x);
/* A valid encoding aimed at op: any bits, TestFloat-style values, or the
 * operation's domain with a random significand. */
uint64_t sfu_gen(unsigned dt, int op, uint64_t *state);
/* Constructed hard and boundary cases of op in dt (exp near midpoints
 * above and below 1, the overflow, tininess and subnormal thresholds; log
 * near 1 and at exp of midpoints; the binade edges and thresholds of recip,
 * sqrt, rsqrt); returns how many were written (at most cap). */
size_t sfu_hard(unsigned dt, int op, uint64_t *out, size_t cap);
/* How far the exact result of op(x) lies from the nearest rounding
 * midpoint, in units in the last place of the result (0.5 for a result on
 * a representable value; 1.0 when no boundary matters: special, exact or
 * overflowing), from MPFR at 256 bits. */
double sfu_hardness(unsigned dt, int op, uint64_t x);
/* num_sfu_ieee against oracle_sfu: returns 1 on a mismatch, counted in
 * *mismatches (the first 20 printed). */
unsigned check_sfu_exact(unsigned dt, int op, uint64_t x, unsigned long *mismatches);
/* The vector path (kern_sfu_vector, each element's flags) on xs[0..n)
 * against the oracle (oracle) or the exact core; returns the mismatches. */
unsigned long check_sfu_vector(unsigned dt, int op, const uint64_t *xs, size_t n, bool oracle);

#endif
