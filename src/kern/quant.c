/* Quantisation element rules (see kern/quant.h). */
#include "kern/quant.h"

#include "core.h"
#include "num/num.h"

__extension__ typedef __int128 i128;
__extension__ typedef unsigned __int128 u128;

/* The rounding of (neg ? -1 : 1) * num / 2^k (k <= 126) to an integer by
 * rm; *inexact when it is not one. */
static i128 round_int(bool neg, u128 num, unsigned k, unsigned rm, bool *inexact)
{
    u128 q = k ? num >> k : num, rem = k ? num & (((u128)1 << k) - 1u) : 0, half = k ? (u128)1 << (k - 1) : 0;
    *inexact = rem != 0;
    bool inc = false;
    if (rem) {
        switch (rm) {
        case NUM_RM_RTZ: inc = false; break;
        case NUM_RM_RTM: inc = neg; break;
        case NUM_RM_RTP: inc = !neg; break;
        case NUM_RM_RNA: inc = rem >= half; break;
        case NUM_RM_RTO: inc = (q & 1u) == 0; break;             /* the odd neighbour */
        case NUM_RM_RHB: inc = rem > half || (rem == half && !neg); break; /* halfway: the greater */
        default: inc = rem > half || (rem == half && (q & 1u)); break;     /* 0 (the default) and RNE */
        }
    }
    q += inc;
    return neg ? -(i128)q : (i128)q;
}

uint64_t kern_quant(pto_profile prof, unsigned dt, uint64_t x, uint64_t scale, int32_t zp, unsigned rm, bool sat,
                    unsigned *flags)
{
    bool s8 = dt == DT_S8;
    int32_t lo = s8 ? -128 : 0, hi = s8 ? 127 : 255;
    bool xs;
    int xe;
    uint64_t xm;
    int cls = num_decode(DT_FP32, x, &xs, &xe, &xm);
    if (cls == NUM_CLASS_QNAN || cls == NUM_CLASS_SNAN || cls == NUM_CLASS_INF) {
        bool nan = cls != NUM_CLASS_INF;
        if (prof == PTO_PROFILE_V0) { /* TileProfileQuantize (reference-quantization.asl) */
            *flags |= nan ? NUM_NV : NUM_OF | NUM_NX;
            return nan ? 0u : (uint64_t)(uint8_t)(xs ? lo : hi);
        }
        *flags |= NUM_NV; /* hardware profile: conversion.float_to_integer_invalid, b_datr.saturation */
        if (!sat) return s8 ? 0x80u : 0xFFu;
        return nan ? 0u : (uint64_t)(uint8_t)(xs ? lo : hi);
    }
    i128 v;
    bool inexact = false, big = false;
    if (cls == NUM_CLASS_ZERO) {
        v = zp;
    } else {
        bool ms;
        int me;
        uint64_t mm;
        num_decode(DT_FP32, scale, &ms, &me, &mm);
        u128 p = (u128)xm * mm; /* < 2^48 */
        int e = xe + me;
        if (e >= 0) {
            /* an integer: exact; beyond 2^64 it is out of every range and 0 mod 2^8 */
            if (e >= 64) {
                big = true;
                v = zp;
            } else {
                i128 pv = (i128)(p << e);
                v = (xs ? -pv : pv) + zp;
            }
        } else {
            unsigned k = (unsigned)-e;
            if (k > 60) { /* 0 < p / 2^k < 2^-12: as zp +- 1/4 for every rounding rule */
                p = 1;
                k = 2;
            }
            i128 n = (xs ? -(i128)p : (i128)p) + (i128)zp * ((i128)1 << k);
            bool neg = n < 0;
            v = round_int(neg, (u128)(neg ? -n : n), k, rm, &inexact);
        }
    }
    if (inexact) *flags |= NUM_NX;
    if (sat) {
        if (big) return (uint64_t)(uint8_t)(xs ? lo : hi);
        if (v < lo) v = lo;
        if (v > hi) v = hi;
    }
    return (uint64_t)(uint8_t)(uint64_t)v; /* modulo 2^8 (NormalizeTileInteger) */
}

uint64_t kern_dequant(pto_profile prof, int32_t q, int32_t zp, uint64_t scale, unsigned rm, unsigned *flags)
{
    int32_t d = q - zp;
    unsigned f = 0;
    uint64_t dv = num_round_pack(DT_FP32, d < 0, (uint64_t)(d < 0 ? -d : d), 0, false, NUM_RM_RNE, &f); /* exact */
    uint64_t r = num_fmul(DT_FP32, dv, scale & 0xFFFFFFFFu, rm, &f);
    /* ReferenceFP32FiniteEncoding (pto-v0) differs from the IEEE product
     * only on overflow: the infinity of the sign in every rounding mode.
     * Its tininess before rounding never shows: |q - zp| is an integer, so
     * a product below 2^-126 is a multiple of 2^-149 and exact. */
    if (prof == PTO_PROFILE_V0 && (f & NUM_OF)) {
        r = (r & 0x80000000u) | 0x7F800000u;
        f = NUM_OF | NUM_NX;
    }
    *flags |= f;
    return r;
}
