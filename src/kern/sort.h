/* Sorting kernels (src/kern/sort.c): TSORT's stable group sort and
 * TMRGSORT's stable merge (asl/tile/model/execution/sorting.asl) on byte
 * spans of FP32 or FP16 elements.  Like every kernel they know nothing of
 * bundles.  Not a public interface. */
#ifndef PTOSIM_KERN_SORT_H
#define PTOSIM_KERN_SORT_H

#include <stdbool.h>
#include <stdint.h>

/* An unsigned key whose order is TileSortLeftBefore's
 * (asl/tile/model/ordering/sorting.asl): a comes before b, or ties with
 * it, exactly when key(a) <= key(b).  Numbers are ordered by
 * TileFloatingOrderKey, ascending or descending; +0 and -0 share one key;
 * every NaN (quiet or signalling) gets the largest key in both
 * directions.  dt is DT_FP32 or DT_FP16. */
uint64_t kern_sort_key(unsigned dt, uint64_t x, bool descending);

/* TSORT on one row of n elements (n >= 1): the row split from element 0
 * into groups of width (1..64; the last one shorter), each group sorted
 * stably into vals, and idx[i] (U32) the offset of vals[i] in its group
 * in the source.  src and vals are element spans of dt; they may not
 * overlap. */
void kern_sort_row(unsigned dt, bool descending, const uint8_t *src, uint8_t *vals, uint8_t *idx, uint32_t n,
                   uint32_t width);

/* TileSortSequenceOrdered: every adjacent pair of the n elements is in
 * order (key(a[i]) <= key(a[i+1])). */
bool kern_sort_ordered(unsigned dt, bool descending, const uint8_t *a, uint32_t n);

/* TMRGSORT: out (nl + nr elements) the merge of l and r, each taken from l
 * while key(l) <= key(r) (the left stream wins ties), the rest copied
 * when one stream ends. */
void kern_merge(unsigned dt, bool descending, const uint8_t *l, uint32_t nl, const uint8_t *r, uint32_t nr,
                uint8_t *out);

/* Some of the n elements is a signalling NaN (TileSortSourceHasSignalingNaN). */
bool kern_sort_has_snan(unsigned dt, const uint8_t *a, uint32_t n);

#endif
