/* Fast element kernels over contiguous runs of elements.  Every kernel here
 * gives the same result bits and the same OR of flags as the exact rules
 * (src/num/num.h, elementwise.c); tests/test_fastpaths.c proves it for each
 * path.  Not a public interface. */
#ifndef PTOSIM_KERN_FAST_H
#define PTOSIM_KERN_FAST_H

#include <stdatomic.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Instruction-set levels of the fast paths:
 *   FAST_ISA_PORTABLE  plain C, no host floating point;
 *   FAST_ISA_SSE2      x86-64 baseline: host FP32/FP64 and BF16 arithmetic;
 *   FAST_ISA_AVX2      AVX2 and F16C, chosen at run time: wider vectors and
 *                      FP16 through the F16C conversions;
 *   FAST_ISA_AVX512    AVX-512 F and BW (with AVX2 and F16C), chosen at run
 *                      time: 64-byte vectors for the float and integer
 *                      arithmetic, FP16 and BF16 arithmetic, FP16 compares
 *                      and fills; every other kernel stays at its AVX2 form.
 * FAST_ISA_BEST is the highest. */
enum { FAST_ISA_PORTABLE = 0, FAST_ISA_SSE2 = 1, FAST_ISA_AVX2 = 2, FAST_ISA_AVX512 = 3, FAST_ISA_BEST = 3 };
/* The level in use: the best the host supports, capped by the limit (kept
 * as level + 1 once found; 0 until then). */
extern atomic_uint fast_isa_known;
unsigned fast_isa_find(void);
static inline unsigned fast_isa(void)
{
    unsigned v = atomic_load_explicit(&fast_isa_known, memory_order_relaxed);
    return v ? v - 1u : fast_isa_find();
}
/* Caps the level (tests use it to run every variant); FAST_ISA_BEST
 * removes the cap.  Not thread-safe: call before running bundles. */
void fast_set_isa_limit(unsigned level);
/* How the AVX-512 BF16 multiply meets subnormal operands: as the host
 * suits (FAST_SUBN_HOST, the default), scaled out of the subnormal range
 * around the host multiply (FAST_SUBN_SCALE) or taken by it as they are
 * (FAST_SUBN_DIRECT).  Every form is exact; tests set each.  Not
 * thread-safe, like fast_set_isa_limit. */
enum { FAST_SUBN_HOST = 0, FAST_SUBN_SCALE = 1, FAST_SUBN_DIRECT = 2 };
void fast_set_subnormal_mode(unsigned mode);
bool fast_subnormal_direct(void);
/* How FP16 add, sub, mul and div without flags take long runs on AVX-512
 * hosts: as the host suits (FAST_HALVES_HOST, the default), always in
 * 512-bit vectors with embedded rounding (FAST_HALVES_NEVER), or in 256-bit
 * halves where the caller's MXCSR has the default controls
 * (FAST_HALVES_ALWAYS; needs AVX-512 VL).  Every form is exact; tests set
 * each.  Not thread-safe, like fast_set_isa_limit. */
enum { FAST_HALVES_HOST = 0, FAST_HALVES_NEVER = 1, FAST_HALVES_ALWAYS = 2 };
/* The shortest run (elements per PE) the halves take (fast.c, h16_rn_halves: why). */
enum { FAST_HALVES_MIN = 1024 };
void fast_set_halves_mode(unsigned mode);

/* Integer (and raw-carrier) ADD and SUB (wrapping), MUL (low W bits), AND,
 * OR, XOR, MAX, MIN (signed when sgn) of n elements of `bits` bits (8, 16,
 * 32 or 64): d = a OP (b ? b : scalar); d does not overlap a or b.  Returns
 * false, touching nothing, for another operation or width. */
bool fast_int_binary(unsigned bits, unsigned eop, bool sgn, uint8_t *d, const uint8_t *a, const uint8_t *b,
                     uint64_t scalar, size_t n);

/* The fill kernels by ISA level (fast_isa(); a level without a kernel of
 * its own holds the one below): bytes bytes of d (a multiple of 8 or not)
 * with the 8-byte pattern w repeated from d's first byte. */
typedef void (*fast_fill_kernel)(uint8_t *d, uint64_t w, size_t bytes);
extern const fast_fill_kernel fast_fill_kernels[FAST_ISA_BEST + 1];
/* n elements of esz bytes (1, 2, 4, 8), each the low esz bytes of v.
 * Inline, so that a caller (a memo's fill, say) calls the kernel itself. */
static inline void fast_fill(uint8_t *d, uint64_t v, unsigned esz, size_t n)
{
    size_t bytes = n * esz;
    if (bytes == 0) return;
    uint64_t w = v;
    switch (esz) {
    case 1: w = (v & 0xFFu) * 0x0101010101010101u; break;
    case 2: w = (v & 0xFFFFu) * 0x0001000100010001u; break;
    case 4: w = (v & 0xFFFFFFFFu) * 0x0000000100000001u; break;
    default: break;
    }
    fast_fill_kernels[fast_isa()](d, w, bytes);
}

/* IEEE floating binary operation (E_ADD..E_DIV, E_MAX, E_MIN under the
 * hardware profile, RNE) of n elements: d = a OP (b ? b : scalar).  Returns
 * false, touching nothing, when no fast path covers (dt, eop) on this host;
 * otherwise writes d and ORs the element flags into *flags (flags NULL: the
 * caller records none, which spares the host kernels an MXCSR switch). */
bool fast_float_binary(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t scalar,
                       size_t n, unsigned *flags);

/* The longest run of BF16 elements fast_float_rn serves (fast.c, bf16_rn:
 * why). */
enum { FAST_BF16_RN_MAX = 1024 };
/* fast_float_binary without flags for E_ADD..E_DIV of FP32, FP64 and FP16,
 * and of BF16 in runs of at most FAST_BF16_RN_MAX elements, where the
 * AVX-512 kernels with embedded rounding serve (whatever
 * MXCSR's rounding and masks; not under FTZ or DAZ): false, touching
 * nothing, where they do not.  The short way of a tile-tile operation,
 * which records no flags (decisions D6). */
bool fast_float_rn(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t scalar,
                   size_t n);

/* Whether fast_float_rn (held false) or fast_float_rn_held (true) can
 * serve operation eop of type dt on runs of n elements on this host at all
 * (the MXCSR and the data decide the rest, call by call). */
bool fast_float_rn_covers(unsigned dt, unsigned eop, bool held, size_t n);
/* The checked {rn-sae} way of fast_float_binary_env with flags wanted,
 * alone: an FP32, FP64 or FP16 add or sub (AVX-512, not under FTZ or DAZ)
 * of a bundle of total elements, where known (NUM_* flags) is what the
 * caller holds: with inexact in known, FP32 and FP64 bundles of at most
 * 16,384 elements and FP16 ones; without, FP32 and FP64 bundles of at most
 * 1 KiB.  When d is apart from a and b, *skip (fast_fenv.skip) is 0, and
 * no lane is a NaN or an infinity: the results written, and the flags
 * raised (NUM_NX where some result is inexact and inexact is not in known;
 * no other flag can be raised; else 0).  Otherwise FAST_DECLINED, nothing
 * changed but d and *skip, and the caller must take fast_float_binary_env
 * with skip, as it would have (after a lane that was one, *skip is one
 * more than that call, which takes one, leaves it). */
#define FAST_DECLINED 0x80000000u /* fast_float_rn_held: no kernel served */
unsigned fast_float_rn_held(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t scalar,
                            size_t n, size_t total, unsigned known, uint8_t *skip);

/* A host floating-point environment shared by the kernel calls of one
 * bundle (every PE and row), so that MXCSR is switched at most once per
 * bundle.  total: the elements the bundle will compute, which decides
 * between one switch and per-call flag computations.  Between the first
 * call that switched and fast_fenv_leave, the switched calls deliver their
 * flags through fast_fenv_leave instead of *flags; leave restores the
 * caller's MXCSR.  A call that found the caller's controls already the
 * default switches nothing: with flags wanted and no status bit set yet, it
 * counts as switched (its flags come at leave); without flags, or with
 * software flags, it holds the environment: MXCSR is read once per bundle
 * and the status bits the calls raise are cleared once, at leave (or before
 * a call that needs them clear). */
typedef struct fast_fenv {
    size_t total;
    unsigned saved;
    /* FENV_* bits, one byte: stored and tested whole (three adjacent bools
     * were written one by one and read back as one word, a store-forwarding
     * stall) */
    uint8_t state;
    /* NUM_* flags the caller already holds (sticky), which a call need not
     * find again; 0 unless the caller sets it after fast_fenv_init */
    unsigned known;
    /* A speed hint that outlives the bundle, NULL for none: how many more
     * calls skip the checked kernels after one that had to run again (data
     * with NaNs or infinities would otherwise pay for every call twice). */
    uint8_t *skip;
} fast_fenv;
enum {
    FENV_SWITCHED = 1, /* MXCSR is 0x1F80 plus the switched calls' flags */
    FENV_QUIET = 2,    /* fast_fenv_default is in effect */
    FENV_HELD = 4,     /* the caller's MXCSR plus raised status bits; saved is the caller's */
};
static inline void fast_fenv_init(fast_fenv *e, size_t total)
{
    e->total = total;
    e->saved = 0;
    e->state = 0;
    e->known = 0;
    e->skip = NULL;
}
unsigned fast_fenv_leave_active(fast_fenv *e);
/* NUM_* flags of the switched calls; nothing to do when no call switched,
 * held or set the default (most bundles: integers, fills, moves) */
static inline unsigned fast_fenv_leave(fast_fenv *e)
{
    return e->state ? fast_fenv_leave_active(e) : 0;
}
/* For kernels that compute their flags themselves (src/kern/sfu.c): from
 * here to fast_fenv_leave the host floating-point controls are the default
 * (RNE, no FTZ/DAZ, exceptions masked), switched at most once; leave puts
 * the caller's MXCSR back, status bits included, and reports nothing for
 * these calls.  A bundle uses either these kernels or the flag-reading ones
 * above, not both.  False when the host has no such floating point (then
 * the caller must not use host floating point). */
bool fast_fenv_default(fast_fenv *e);
bool fast_float_binary_env(unsigned dt, unsigned eop, uint8_t *d, const uint8_t *a, const uint8_t *b,
                           uint64_t scalar, size_t n, unsigned *flags, fast_fenv *env);

/* Runs fn(ctx), a kernel of host floating-point arithmetic, in the IEEE
 * environment the host kernels above use (x86-64: MXCSR with every
 * exception masked, RNE, no FTZ/DAZ) and ORs the NUM_* flags it raised into
 * *flags (flags NULL: none are wanted), switching the environment under the
 * same rules as fast_float_binary_env.  Returns false, running nothing,
 * when the host has no such path (then the caller uses the exact core). */
bool fast_host_call(void (*fn)(void *ctx), void *ctx, unsigned *flags, fast_fenv *env);

/* Predicate bits of "a[i] CMODE (b ? b[i] : scalar)" for i < n, written LSB
 * first from bit 0 of d; bits of the last byte at and above n are kept.
 * Floats compare as num_fcmp (NV ORed into *flags for a signalling NaN);
 * integers as signed or unsigned W-bit values.  Returns false for a type
 * with no fast path (then nothing is written). */
bool fast_cmp(unsigned dt, unsigned cmode, uint8_t *d, const uint8_t *a, const uint8_t *b, uint64_t scalar, size_t n,
              unsigned *flags);

/* TSEL: d[i] = bit (first + i) of mask (LSB first) ? a[i] : b[i] for the
 * first elements of n, raw esz-byte (1, 2, 4, 8) elements; returns how many
 * it wrote (a multiple of 32, 0 without a vector path), the caller does
 * the rest.  Reads only mask bytes holding bits first .. first + n - 1. */
size_t fast_sel(unsigned esz, uint8_t *d, const uint8_t *a, const uint8_t *b, const uint8_t *mask, size_t first,
                size_t n);
/* TSELS: fast_sel with the low esz bytes of s in place of every b[i]. */
size_t fast_sels(unsigned esz, uint8_t *d, const uint8_t *a, uint64_t s, const uint8_t *mask, size_t first, size_t n);

/* Sets bits [start, start+count) of a bitmap to v (word at a time). */
void fast_bits_fill(uint8_t *map, size_t start, size_t count, bool v);
/* True when bits [start, start+count) of a bitmap are all set. */
bool fast_bits_all_set(const uint8_t *map, size_t start, size_t count);

#endif
