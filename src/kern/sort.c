/* Sorting kernels (see kern/sort.h).
 *
 * The model sorts each group with 64 bubble passes that swap a pair when
 * TileSortLeftBefore(left, right) is false, and merges by taking the left
 * element when TileSortLeftBefore(left, right) holds.  That relation is
 * "key(a) <= key(b)" for the key below, a total preorder (ties: +0 with
 * -0, equal encodings, any two NaNs), so the bubble passes (at least
 * n - 1 of them for a group of n <= 64) give the unique stable sort by
 * key, which an insertion sort on the keys gives too. */
#include <string.h>

#include "core.h"
#include "kern/sort.h"
#include "num/num.h"

static uint64_t load(const uint8_t *p, unsigned esz, uint32_t i)
{
    if (esz == 4) {
        uint32_t v;
        memcpy(&v, p + (size_t)i * 4u, 4);
        return v;
    }
    uint16_t v;
    memcpy(&v, p + (size_t)i * 2u, 2);
    return v;
}

static void store(uint8_t *p, unsigned esz, uint32_t i, uint64_t v)
{
    if (esz == 4) {
        uint32_t x = (uint32_t)v;
        memcpy(p + (size_t)i * 4u, &x, 4);
    } else {
        uint16_t x = (uint16_t)v;
        memcpy(p + (size_t)i * 2u, &x, 2);
    }
}

uint64_t kern_sort_key(unsigned dt, uint64_t x, bool descending)
{
    unsigned bits = dt == DT_FP32 ? 32u : 16u;
    uint64_t width = dt_mask(bits), sign = (uint64_t)1 << (bits - 1u);
    x &= width;
    if (num_is_nan(dt, x)) return (uint64_t)1 << 63; /* after every number, both directions */
    if (num_is_zero(dt, x)) x = 0;                    /* -0 ties with +0 */
    /* TileFloatingOrderKey: negative values inverted, positive ones above them */
    uint64_t key = (x & sign) ? (~x & width) : (x | sign);
    return descending ? width - key : key;
}

void kern_sort_row(unsigned dt, bool descending, const uint8_t *src, uint8_t *vals, uint8_t *idx, uint32_t n,
                   uint32_t width)
{
    unsigned esz = dt == DT_FP32 ? 4u : 2u;
    uint64_t key[64], val[64];
    uint32_t pos[64];
    for (uint32_t g = 0; g < n; g += width) {
        uint32_t len = n - g < width ? n - g : width;
        for (uint32_t i = 0; i < len; i++) {
            uint64_t v = load(src, esz, g + i), k = kern_sort_key(dt, v, descending);
            uint32_t j = i;
            /* stable: an element moves left only past strictly larger keys */
            while (j > 0 && key[j - 1] > k) {
                key[j] = key[j - 1];
                val[j] = val[j - 1];
                pos[j] = pos[j - 1];
                j--;
            }
            key[j] = k;
            val[j] = v;
            pos[j] = i;
        }
        for (uint32_t i = 0; i < len; i++) {
            store(vals, esz, g + i, val[i]);
            memcpy(idx + (size_t)(g + i) * 4u, &pos[i], 4);
        }
    }
}

bool kern_sort_ordered(unsigned dt, bool descending, const uint8_t *a, uint32_t n)
{
    unsigned esz = dt == DT_FP32 ? 4u : 2u;
    for (uint32_t i = 0; i + 1 < n; i++)
        if (kern_sort_key(dt, load(a, esz, i), descending) > kern_sort_key(dt, load(a, esz, i + 1), descending))
            return false;
    return true;
}

void kern_merge(unsigned dt, bool descending, const uint8_t *l, uint32_t nl, const uint8_t *r, uint32_t nr,
                uint8_t *out)
{
    unsigned esz = dt == DT_FP32 ? 4u : 2u;
    uint32_t i = 0, j = 0, o = 0;
    while (i < nl && j < nr) {
        uint64_t a = load(l, esz, i), b = load(r, esz, j);
        if (kern_sort_key(dt, a, descending) <= kern_sort_key(dt, b, descending)) {
            store(out, esz, o++, a);
            i++;
        } else {
            store(out, esz, o++, b);
            j++;
        }
    }
    memcpy(out + (size_t)o * esz, l + (size_t)i * esz, (size_t)(nl - i) * esz);
    o += nl - i;
    memcpy(out + (size_t)o * esz, r + (size_t)j * esz, (size_t)(nr - j) * esz);
}

bool kern_sort_has_snan(unsigned dt, const uint8_t *a, uint32_t n)
{
    unsigned esz = dt == DT_FP32 ? 4u : 2u;
    for (uint32_t i = 0; i < n; i++)
        if (num_is_snan(dt, load(a, esz, i))) return true;
    return false;
}
