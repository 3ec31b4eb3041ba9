/* Public helpers on data types and GPR names (include/ptosim/ptosim.h). */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "asm/program.h"
#include "core.h"

_Static_assert((int)PTO_DT_FP64 == (int)DT_FP64 && (int)PTO_DT_FP32 == (int)DT_FP32 && (int)PTO_DT_TF32 == (int)DT_TF32 && (int)PTO_DT_HF32 == (int)DT_HF32 &&
                   (int)PTO_DT_FP16 == (int)DT_FP16 && (int)PTO_DT_BF16 == (int)DT_BF16 && (int)PTO_DT_HIF8 == (int)DT_HIF8 &&
                   (int)PTO_DT_E4M3 == (int)DT_E4M3 && (int)PTO_DT_E5M2 == (int)DT_E5M2 && (int)PTO_DT_S64 == (int)DT_S64 &&
                   (int)PTO_DT_S32 == (int)DT_S32 && (int)PTO_DT_S16 == (int)DT_S16 && (int)PTO_DT_S8 == (int)DT_S8 && (int)PTO_DT_U64 == (int)DT_U64 &&
                   (int)PTO_DT_U32 == (int)DT_U32 && (int)PTO_DT_U16 == (int)DT_U16 && (int)PTO_DT_U8 == (int)DT_U8,
               "public DataType codes match the internal table");

const char *pto_gpr_name(unsigned reg) { return reg < PTO_GPRS ? gpr_names[reg] : NULL; }

pto_dtype_class pto_dtype_class_of(unsigned code)
{
    if (!dt_concrete(code)) return PTO_DTYPE_RESERVED;
    switch (pto_dtypes[code].cls) {
    case DTC_F: return PTO_DTYPE_FLOAT;
    case DTC_S: return PTO_DTYPE_SIGNED;
    case DTC_U: return PTO_DTYPE_UNSIGNED;
    default: return PTO_DTYPE_OTHER;
    }
}

pto_status pto_dtype_to_double(unsigned code, uint64_t v, double *out)
{
    if (pto_dtype_class_of(code) != PTO_DTYPE_FLOAT || !out) return PTO_ERR_ARG;
    const dtype_info *d = &pto_dtypes[code];
    if (code == DT_FP64) {
        memcpy(out, &v, 8);
        return PTO_OK;
    }
    unsigned ebits = d->ebits, fbits = d->fbits, width = d->bits;
    bool carrier = code == DT_TF32 || code == DT_HF32;
    uint64_t sign = (v >> (width - 1)) & 1u;
    unsigned fshift = carrier ? 23u - fbits : 0;
    uint64_t frac = (v >> fshift) & dt_mask(fbits);
    uint64_t exp = (v >> (carrier ? 23u : fbits)) & dt_mask(ebits);
    int bias = (1 << (ebits - 1)) - 1;
    double r;
    if (code == DT_E4M3 && exp == 15 && frac == 7) r = NAN;
    else if (exp == dt_mask(ebits) && code != DT_E4M3) r = frac ? NAN : INFINITY;
    else if (exp == 0) r = ldexp((double)frac, 1 - bias - (int)fbits);
    else r = ldexp((double)(frac | ((uint64_t)1 << fbits)), (int)exp - bias - (int)fbits);
    *out = sign ? -r : r;
    return PTO_OK;
}

pto_status pto_literal_encode(unsigned code, const char *literal, uint64_t *out, char *err, size_t errlen)
{
    if (!err) errlen = 0;
    if (errlen) err[0] = 0;
    if (!dt_concrete(code) || !literal || !out) {
        if (errlen) snprintf(err, errlen, "%s", !dt_concrete(code) ? "reserved DataType code" : "null argument");
        return PTO_ERR_ARG;
    }
    char tmp[1];
    return literal_to_bits(literal, code, false, out, errlen ? err : tmp, errlen ? errlen : sizeof tmp) ? PTO_ERR_ARG
                                                                                                     : PTO_OK;
}

uint32_t pto_local_capacity_for(uint64_t need) { return local_capacity_for(need); }
