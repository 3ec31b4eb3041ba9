/* Public helpers on data types and GPR names (include/ptosim/ptosim.h). */
#include <math.h>
#include <string.h>

#include "core.h"

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
