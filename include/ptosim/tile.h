/* ptosim at the Tile Lib level: tile handles and calls named after the
 * instructions.  Each call builds the bundle the instruction stands for as
 * instruction words and runs it on the machine through pto_run, like any
 * program, so legality, padding, definedness, flags and faults are the
 * specification's.  Every operation ptosim executes has a call here.
 *
 * A destination handle describes the tile to produce (type, shape, valid
 * shape, pad, PE mask, hand); the ISA always allocates a fresh Local tile
 * for it (lowest free slot of the hand), and the call fills in
 * handle->index.  A compare (pto_tcmp, pto_tcmps) produces a packed
 * predicate tile of its first source's geometry and fills in the
 * destination's dtype (U8, the predicate placeholder), shape and valid
 * shape.  A source handle must name an allocated tile and describe it
 * (type, shape, valid shape, PE mask): a stale handle whose index now holds
 * another tile is an API error.  Tiles created here run on PE0 only (PE
 * mask 1000) unless handle->mask says otherwise.
 *
 * A scalar operand is written to GPR a0 of each participating PE before the
 * bundle runs.  After a call returns PTO_FAULT the machine is as the ISA
 * leaves it (fault record set, TPC at the faulting instruction of the
 * call's bundle, block open; the bundle runs at an even PC below 32 that
 * depends on where the API keeps its words, so the fault's PC tells the
 * instruction within the bundle, not the call); pto_recover() discards
 * the block and clears the fault.  Any other status leaves the machine unchanged (an API error
 * names the problem in pto_last_error).  A call refuses to run while a
 * fault is recorded or a block is open.  The calls need the flat tile
 * naming (the default; pto_set_naming): under the queue naming they return
 * PTO_ERR_STATE.
 */
#ifndef PTOSIM_TILE_H
#define PTOSIM_TILE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ptosim/ptosim.h"

#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#pragma GCC visibility push(default)
#endif

/* Pad values as the Tile Lib names them. */
typedef enum pto_pad { PTO_PAD_NULL = 0, PTO_PAD_ZERO, PTO_PAD_MAX, PTO_PAD_MIN } pto_pad;

/* Compare modes in the Tile Lib / PTO-AS numbering (decisions D13); they are
 * converted to the B.DATR CMode numbering in one table. */
typedef enum pto_cmp { PTO_CMP_EQ = 0, PTO_CMP_NE, PTO_CMP_LT, PTO_CMP_LE, PTO_CMP_GT, PTO_CMP_GE } pto_cmp;

typedef struct pto_tile {
    int index;             /* Local tile index 0..63; -1 before the tile exists */
    unsigned dtype;        /* DataType code (pto_dtype_code("FP32")) */
    uint32_t rows, cols;   /* physical shape; cols a power of two */
    uint32_t valid_rows, valid_cols;
    pto_pad pad;           /* padding of a destination (PTO_PAD_*) */
    unsigned mask;         /* PE mask (bit 3 = PE0); 0 means 1000.  A bundle's
                              mask is one of 1000 0100 0010 0001 1100 1110 1111 */
    unsigned hand;         /* 0 T, 1 U, 2 M, 3 N: where a new tile is allocated */
} pto_tile;

/* A handle for a rows x cols tile of dtype, fully valid, pad Null, PE0. */
pto_tile pto_tile_make(unsigned dtype, uint32_t rows, uint32_t cols);

/* Result of a call: PTO_OK, PTO_FAULT (fault filled in), or an API error. */
typedef struct pto_result {
    pto_status status;
    pto_fault_info fault;
} pto_result;

/* Simulator control: creates the tile of a source handle (lowest free slot
 * of its hand) and writes its valid region from values (row-major, raw
 * encodings; NULL writes zeros) on every PE of its mask. */
pto_result pto_tile_create(pto_machine *m, pto_tile *t, const uint64_t *values);
/* Reads the valid region (row-major raw encodings) of PE0 (or the first PE
 * of the mask) into values, which holds capacity elements; the region must
 * fit (PTO_ERR_ARG otherwise, nothing written) and the handle must describe
 * the tile at its index.  *all_defined (may be NULL) is 0 if an element of
 * the region is undefined. */
pto_status pto_tile_get(pto_machine *m, const pto_tile *t, uint64_t *values, size_t capacity, int *all_defined);
/* True if t names an existing tile and describes it (its type, shape,
 * valid shape and PE mask), which is what every call checks of a source
 * handle; false for a stale handle (its tile released, or ended by
 * pto_reset), under a naming other than flat, and for NULL.  Sets no
 * error message. */
bool pto_tile_live(const pto_machine *m, const pto_tile *t);

/* ---- unary operations: dst = OP src element by element -------------------- */
pto_result pto_tabs(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tnot(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tneg(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trelu(pto_machine *m, pto_tile *dst, const pto_tile *src);
/* The SFU unary operations on the floating types (FP64, FP32, TF32, HF32,
 * FP16, BF16, E4M3, E5M2): e^x, ln x, 1/x, sqrt x, 1/sqrt x; under the ieee
 * profile correctly rounded to nearest even, under pto-v0 the reference
 * model's placeholders (decisions D22); the element flags are recorded. */
pto_result pto_texp(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tlog(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trecip(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tsqrt(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trsqrt(pto_machine *m, pto_tile *dst, const pto_tile *src);

/* ---- select, generators, partial ---------------------------------------------
 * pto_tsel: dst = mask bit ? src_true : src_false (raw bits); dst takes the
 * sources' shape.  pto_tci: one row, column k = start +- k (mod 2^W).
 * pto_ttri: 1 (1.0 for floats) where c <= r + diagonal (lower) or
 * c >= r + diagonal (upper), else 0.  pto_tfillpad: dst (larger than src)
 * = src inside src's valid rectangle, fill elsewhere, every element
 * defined.  pto_tpart*: dst (dst's valid shape) = a OP b where both are
 * valid, the one valid source's element elsewhere.  The scalars go to GPR
 * a0 (and a1) of the participating PEs. */
pto_result pto_tsel(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src_true,
                    const pto_tile *src_false);
/* dst = a * b + c, rounded once (integers mod 2^W). */
pto_result pto_tfma(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b, const pto_tile *c);
pto_result pto_tci(pto_machine *m, pto_tile *dst, uint64_t start, bool descending);
pto_result pto_ttri(pto_machine *m, pto_tile *dst, int64_t diagonal, bool upper);
pto_result pto_tfillpad(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t fill);
pto_result pto_tpartadd(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tpartmul(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tpartmax(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tpartmin(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);

/* ---- reductions: one value per row (TROW*) or per column (TCOL*) -----------
 * A sequential fold in increasing index (SUM from 0, PROD from 1, MIN, MAX
 * and ARG from the first element; decisions D24).  The call fills in the
 * destination handle's type (the source's; U32 for the ARG forms, which
 * give the index of the first extreme element) and shape: a row reduction
 * gives one column holding the source's valid rows, a column reduction one
 * valid row of the source's valid columns with the source's Col; the rows
 * are those of the smallest Local tile (at least 128 B) that holds it.
 * dst->hand, ->mask and ->pad are the caller's. */
pto_result pto_trowsum(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trowmax(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trowmin(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trowprod(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trowargmax(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_trowargmin(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tcolsum(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tcolmax(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tcolmin(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tcolprod(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tcolargmax(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tcolargmin(pto_machine *m, pto_tile *dst, const pto_tile *src);

/* ---- expansions: each element with the broadcast element of its row or column
 * bcast is one column holding src's valid rows (TROW* forms) or one valid
 * row of src's valid columns with src's Col (TCOL* forms).  dst = src OP
 * broadcast (ADD SUB MUL DIV MAX MIN), or exp(src - broadcast) (EXPDIF);
 * dst takes src's shape and type, except that an EXPDIF destination keeps
 * the caller's dst->dtype: FP32 from FP16 or BF16 sources, or the source's
 * type.  pto_trowexpand and pto_tcolexpand copy the broadcast over dst's
 * own shape (the caller's); dst takes the broadcast's type. */
pto_result pto_trowexpand(pto_machine *m, pto_tile *dst, const pto_tile *bcast);
pto_result pto_trowexpandadd(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_trowexpandsub(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_trowexpandmul(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_trowexpanddiv(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_trowexpandmax(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_trowexpandmin(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_trowexpandexpdif(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_tcolexpand(pto_machine *m, pto_tile *dst, const pto_tile *bcast);
pto_result pto_tcolexpandadd(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_tcolexpandsub(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_tcolexpandmul(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_tcolexpanddiv(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_tcolexpandmax(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_tcolexpandmin(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);
pto_result pto_tcolexpandexpdif(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *bcast);

/* ---- memory (the TLSU operations, Local tiles) ------------------------------
 * The GM address and byte row stride of the participating PEs are written
 * to their GPRs a0 and a1 before the bundle runs (a stride of 0 reads every
 * row from the same place).  The bundle's type is the tile's; its layout is
 * row-major.  A fault (DataAlignment, DataPage) has the GM address of the
 * first failing element in pto_result.fault.addr. */
/* dst (its type, shape, valid shape, PE mask, hand) = the valid rectangle at addr. */
pto_result pto_tload(pto_machine *m, pto_tile *dst, uint64_t addr, uint64_t row_stride_bytes);
/* src's valid rectangle to addr. */
pto_result pto_tstore(pto_machine *m, const pto_tile *src, uint64_t addr, uint64_t row_stride_bytes);
/* dst = a copy of src: its payload and definedness, padding included; dst
 * gives the hand and PE mask, the rest is src's. */
pto_result pto_tmov(pto_machine *m, pto_tile *dst, const pto_tile *src);
/* Probes the rows x cols elements of dtype at addr with an element row
 * stride on all four PEs (their a0/a1); changes nothing else. */
pto_result pto_tprefetch(pto_machine *m, unsigned dtype, uint32_t rows, uint32_t cols, uint64_t addr,
                         uint64_t row_stride_elements);
/* dst on each PE of its mask = the fragment of PE peer of src (which lives
 * on all four PEs); dst takes src's type and shape. */
pto_result pto_gmov(pto_machine *m, pto_tile *dst, const pto_tile *src, unsigned peer);
/* Gathers and scatters: element (r, c) at base + index(r, c), the index
 * tile's element taken as a byte displacement (signed for S types).  dst
 * of a gather is fully defined, its padding dst->pad (Null gives 0). */
pto_result pto_mgather(pto_machine *m, pto_tile *dst, const pto_tile *index, uint64_t base);
pto_result pto_mscatter(pto_machine *m, const pto_tile *src, const pto_tile *index, uint64_t base);
/* Lanes whose predicate bit in mask (a compare result) is 0 are skipped. */
pto_result pto_mgather_mask(pto_machine *m, pto_tile *dst, const pto_tile *index, const pto_tile *mask, uint64_t base);
pto_result pto_mscatter_mask(pto_machine *m, const pto_tile *src, const pto_tile *index, const pto_tile *mask,
                             uint64_t base);
/* Per lane: old = memory; if old == expected store replacement; dst = old. */
pto_result pto_mgather_cas(pto_machine *m, pto_tile *dst, const pto_tile *index, const pto_tile *expected,
                           const pto_tile *replacement, uint64_t base);

/* ---- rearrangement: raw bits move unchanged, no flags -------------------------
 * dst gives its type, Col (dst->cols), hand, PE mask and pad; the call fills
 * in the valid shape the bundle gives it.  The pad goes to B.DATR, whose
 * PadValue these operations require to be 0: PTO_PAD_NULL (no B.DATR) or
 * PTO_PAD_ZERO; Max or Min is a TileLegality fault.  Padding is the ISA's:
 * Null for TTRANS, TCONCAT and TGATHER, Zero (PTO_PAD_ZERO) or Null for
 * TEXTRACT, the old tile's for TINSERT, defined zeros for TSCATTER.
 * pto_ttrans: dst (valid src.VC x src.VR) = src transposed.
 * pto_tconcat: dst (valid left.VR x (left.VC + right.VC)) = left's valid
 *   columns, then right's.
 * pto_textract: dst(r, c) = src(r + row, c + col).  The offsets are the
 *   bundle's LB0 and LB1, which also give the destination's valid shape
 *   (decisions D29, as the model): valid rows = col (src's valid rows when
 *   col is 0), valid columns = row (src's valid columns when row is 0); the
 *   window must lie inside src's valid rectangle.
 * pto_tinsert: dst (old's shape and type) = old (payload and definedness,
 *   padding included) with src's valid rectangle at (row, col); the same LB
 *   rule applies, so a nonzero row must equal old's valid columns and a
 *   nonzero col old's valid rows, else TileLegality.
 * pto_tgather: dst(r, c) = src(index(r, c), c), dst valid = index's valid.
 * pto_tscatter: dst (dst->valid_rows x src.VC) = zeros, then
 *   dst(index(r, c), c) = src(r, c).  Index tiles are S16, U16, S32, U32,
 *   S64 or U64 row numbers; a negative or out-of-range index, and for
 *   TSCATTER two sources naming one destination element, are TileLegality. */
pto_result pto_ttrans(pto_machine *m, pto_tile *dst, const pto_tile *src);
pto_result pto_tconcat(pto_machine *m, pto_tile *dst, const pto_tile *left, const pto_tile *right);
pto_result pto_textract(pto_machine *m, pto_tile *dst, const pto_tile *src, uint16_t row, uint16_t col);
pto_result pto_tinsert(pto_machine *m, pto_tile *dst, const pto_tile *old, const pto_tile *src, uint16_t row,
                       uint16_t col);
pto_result pto_tgather(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *index);
pto_result pto_tscatter(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *index);

/* ---- tile-tile operations: dst = a OP b element by element ---------------- */
pto_result pto_tadd(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tsub(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tmul(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tdiv(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_trem(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tand(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tor(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_txor(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tshl(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tshr(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tmax(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
pto_result pto_tmin(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b);
/* Packed predicate dst = (a MODE b). */
pto_result pto_tcmp(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b, pto_cmp mode);

/* ---- tile-scalar operations ------------------------------------------------
 * _raw: the scalar's raw encoding in the low W bits of the element type.
 * Typed forms take the scalar as the Tile Lib does, in the element type,
 * and convert it exactly: float for FP32 tiles, double (_f64) for FP64
 * tiles, int32_t/int64_t/uint64_t (_i32/_i64/_u64) for integer tiles when
 * the value fits the element type.  Any other pairing is an API error (pass
 * the encoding with _raw).  The type checked is the source's (TEXPANDS: the
 * destination's; TSELS: the numeric source's). */
pto_result pto_tadds_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tsubs_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tmuls_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tdivs_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_trems_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tands_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tors_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_txors_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tshls_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tshrs_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tmaxs_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tmins_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
/* Packed predicate dst = (src MODE scalar). */
pto_result pto_tcmps_raw(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar, pto_cmp mode);
/* dst = scalar on the valid region. */
pto_result pto_texpands_raw(pto_machine *m, pto_tile *dst, uint64_t scalar);
/* dst = mask bit ? src : scalar; mask is a predicate tile of src's shape. */
pto_result pto_tsels_raw(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src, uint64_t scalar);

pto_result pto_tadds(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_tadds_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_tadds_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tadds_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tadds_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tsubs(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_tsubs_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_tsubs_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tsubs_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tsubs_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tmuls(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_tmuls_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_tmuls_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tmuls_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tmuls_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tdivs(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_tdivs_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_tdivs_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tdivs_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tdivs_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_trems(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_trems_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_trems_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_trems_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_trems_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tmaxs(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_tmaxs_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_tmaxs_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tmaxs_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tmaxs_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tmins(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar);
pto_result pto_tmins_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar);
pto_result pto_tmins_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tmins_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tmins_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
/* Bitwise and shift scalars exist for integer tiles only. */
pto_result pto_tands_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tands_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tands_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tors_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tors_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tors_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_txors_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_txors_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_txors_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tshls_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tshls_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tshls_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tshrs_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar);
pto_result pto_tshrs_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar);
pto_result pto_tshrs_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar);
pto_result pto_tcmps(pto_machine *m, pto_tile *dst, const pto_tile *src, float scalar, pto_cmp mode);
pto_result pto_tcmps_f64(pto_machine *m, pto_tile *dst, const pto_tile *src, double scalar, pto_cmp mode);
pto_result pto_tcmps_i32(pto_machine *m, pto_tile *dst, const pto_tile *src, int32_t scalar, pto_cmp mode);
pto_result pto_tcmps_i64(pto_machine *m, pto_tile *dst, const pto_tile *src, int64_t scalar, pto_cmp mode);
pto_result pto_tcmps_u64(pto_machine *m, pto_tile *dst, const pto_tile *src, uint64_t scalar, pto_cmp mode);
pto_result pto_texpands(pto_machine *m, pto_tile *dst, float scalar);
pto_result pto_texpands_f64(pto_machine *m, pto_tile *dst, double scalar);
pto_result pto_texpands_i32(pto_machine *m, pto_tile *dst, int32_t scalar);
pto_result pto_texpands_i64(pto_machine *m, pto_tile *dst, int64_t scalar);
pto_result pto_texpands_u64(pto_machine *m, pto_tile *dst, uint64_t scalar);
pto_result pto_tsels(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src, float scalar);
pto_result pto_tsels_f64(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src, double scalar);
pto_result pto_tsels_i32(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src, int32_t scalar);
pto_result pto_tsels_i64(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src, int64_t scalar);
pto_result pto_tsels_u64(pto_machine *m, pto_tile *dst, const pto_tile *mask, const pto_tile *src, uint64_t scalar);

/* ---- sorting ------------------------------------------------------------------
 * pto_tsort: each valid row of src (FP32 or FP16) split from column 0 into
 * groups of sort_width elements (1..64; 0 means 32, the last group may be
 * shorter), each sorted stably, ascending or descending; values gets the
 * sorted elements, indices (U32) each element's column offset within its
 * group in src.  NaNs follow every number in both directions (in source
 * order), +0 and -0 tie; a signalling NaN records NV.  The call fills in
 * both handles' type and shape: values src's, indices U32 with src's rows
 * and Col (so twice the TSize of an FP16 sort).  values->hand, ->mask
 * (the bundle's) and indices->hand are the caller's.
 * pto_tmrgsort: dst = the stable merge of two one-row sources sorted in the
 * given direction (a source out of order is a TileLegality fault), ties
 * taken from a first; dst is one row of both sources' elements, Col the
 * least power of two holding them (at most 32768 elements).  The direction
 * goes to GPR a0 of the participating PEs. */
pto_result pto_tsort(pto_machine *m, pto_tile *values, pto_tile *indices, const pto_tile *src, uint32_t sort_width,
                     bool descending);
pto_result pto_tmrgsort(pto_machine *m, pto_tile *dst, const pto_tile *a, const pto_tile *b, bool descending);

/* ---- histogram ----------------------------------------------------------------
 * pto_thistogram: for each valid row of src (U16 or U32), the inclusive
 * cumulative count of byte byte_id over 256 bins, a U32 row: element bin
 * counts the row's elements whose byte byte_id is at most bin, among those
 * the filter admits.  filter is a U8 tile: U16 byte_id 0 admits the
 * elements whose high byte equals filter (row, 0); U32 byte_id 2, 1, 0
 * those whose bytes 3, 3..2, 3..1 equal filter (0,0), (1,0), (2,0); U16
 * byte_id 1 and U32 byte_id 3 admit every element (the filter is not
 * read).  U16 byte_id 2 and 3 are TileLegality.  The call fills in dst's
 * type (U32) and shape: src's valid rows x 256, Col 256, the rows of the
 * smallest Local tile that holds them; dst->hand and ->mask are the
 * caller's. */
pto_result pto_thistogram(pto_machine *m, pto_tile *dst, const pto_tile *src, const pto_tile *filter,
                          unsigned byte_id);

/* ---- quantisation ---------------------------------------------------------------
 * pto_tquant: dst (S8 or U8, the caller's dst->dtype) = round(src * multiplier
 * + zero_point), the exact value rounded once by rmode (a B.DATR RMode
 * code: 0 or 1 nearest-even, 2 toward zero, 3 down, 4 up, 5 nearest-away,
 * 6 odd, 7 nearest with halfway up), then clamped to the type's range
 * (sat) or taken modulo 256.  src is FP32.  pto_tdequant: dst (FP32) =
 * (src - zero_point) * multiplier rounded once by rmode; src is S8 or U8.
 * The multiplier must be a positive finite nonzero float and the zero
 * point a value of the integer type (TileLegality otherwise).  Both fill
 * in dst's shape: src's valid shape and Col, the rows of the smallest Local
 * tile that holds them; dst->hand and ->mask are the caller's.  The
 * multiplier goes to GPR a0, the zero point to a1 of the participating
 * PEs; the element flags are recorded. */
pto_result pto_tquant(pto_machine *m, pto_tile *dst, const pto_tile *src, float multiplier, int32_t zero_point,
                      unsigned rmode, bool sat);
pto_result pto_tdequant(pto_machine *m, pto_tile *dst, const pto_tile *src, float multiplier, int32_t zero_point,
                        unsigned rmode);

/* ---- CUBE tiles and the matrix family (spec-digest-2 §8.3, §10) ------------
 * A CUBE handle describes a persistent Matrix tile of layout
 * PTO_LAYOUT_CUBE_M16 / _M32 / _N8: dtype, valid_rows, valid_cols, mask and
 * hand as given; rows and cols are the storage extents, filled in by the
 * call that makes the tile.  Its capacity is the smallest Local size that
 * holds its cells.  pto_tload_cube loads GM row-major (TLOAD with B.DATR
 * Layout ND2M32 / ND2M16 / ND2N8, pad from dst->pad); pto_tstore_cube
 * stores one (M322ND / M162ND / N82ND).  pto_tile_create_cube is simulator
 * control: it makes the tile from row-major values directly.
 * The matrix calls take A (CUBE_M16/M32, M x K), B (CUBE_N8, K x N), C (the
 * accumulator, A's layout, M x N), Bias (RowMajor 1 x N) and for MX the
 * E8M0 scales (RowMajor M x ceil(K/32) and ceil(K/32) x N; NULL on an FP16
 * or BF16 side).  B's type may differ from A's (B.DATR DataType).  The
 * destination handle gives hand and mask; the call fills in dtype, shape
 * and index of the new D (A's layout, the accumulator type).  B.FPATR is
 * the plain word 0x00002023. */
pto_result pto_tile_create_cube(pto_machine *m, pto_tile *t, unsigned layout, const uint64_t *values);
pto_result pto_tload_cube(pto_machine *m, pto_tile *dst, unsigned layout, uint64_t addr, uint64_t row_stride_bytes);
pto_result pto_tstore_cube(pto_machine *m, const pto_tile *src, uint64_t addr, uint64_t row_stride_bytes);
pto_result pto_tmatmul(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b);
pto_result pto_tmatmul_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a, const pto_tile *b);
pto_result pto_tmatmul_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b, const pto_tile *bias);
pto_result pto_tmatmul_mx(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *scale_a, const pto_tile *b,
                          const pto_tile *scale_b);
pto_result pto_tmatmul_mx_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a,
                              const pto_tile *scale_a, const pto_tile *b, const pto_tile *scale_b);
pto_result pto_tmatmul_mx_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *scale_a,
                               const pto_tile *b, const pto_tile *scale_b, const pto_tile *bias);
pto_result pto_tgemv(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b);
pto_result pto_tgemv_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a, const pto_tile *b);
pto_result pto_tgemv_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *b, const pto_tile *bias);
pto_result pto_tgemv_mx(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *scale_a, const pto_tile *b,
                        const pto_tile *scale_b);
pto_result pto_tgemv_mx_acc(pto_machine *m, pto_tile *d, const pto_tile *c, const pto_tile *a, const pto_tile *scale_a,
                            const pto_tile *b, const pto_tile *scale_b);
pto_result pto_tgemv_mx_bias(pto_machine *m, pto_tile *d, const pto_tile *a, const pto_tile *scale_a,
                             const pto_tile *b, const pto_tile *scale_b, const pto_tile *bias);

/* B.DATR CMode (spec numbering EQ0 NE1 LT2 GT3 LE4 GE5) of a Tile Lib mode. */
unsigned pto_cmp_to_cmode(pto_cmp mode);
/* B.DATR PadValue (Zero 0, Max 1, Min 2, Null 3) of a Tile Lib pad. */
unsigned pto_pad_to_datr(pto_pad pad);
/* The raw encoding the ISA writes for padding pad of a DataType
 * (TilePadValueForDataType): 0 for Zero and Null, the largest finite value
 * for Max (all ones unsigned), its negation for Min (0 unsigned, the most
 * negative signed integer); floats never infinity.  0 for a reserved type. */
uint64_t pto_pad_value(unsigned dtype, pto_pad pad);

/* ---- TCVT ---------------------------------------------------------------------
 * Rounding modes in the B.DATR RMode numbering (spec-digest-2 §9.7). */
typedef enum pto_rmode {
    PTO_RMODE_DEFAULT = 0, /* the operation default: RTZ float -> integer, else RNE */
    PTO_RMODE_RNE,         /* nearest, ties to even */
    PTO_RMODE_RTZ,         /* toward zero */
    PTO_RMODE_RTM,         /* toward minus infinity */
    PTO_RMODE_RTP,         /* toward plus infinity */
    PTO_RMODE_RNA,         /* nearest, ties away from zero */
    PTO_RMODE_RTO,         /* round to odd */
    PTO_RMODE_RHB          /* nearest, ties toward plus infinity */
} pto_rmode;
/* dst = src converted to DataType dst_dtype element by element, with RMode
 * rmode and saturation sat (B.DATR Sat), any pair of the 25 types except
 * that an E8M0 destination takes only FP16, BF16, FP32.  The destination
 * gets src's shape and valid shape, dst->pad as padding, dst->mask and
 * dst->hand; on success the handle takes dst_dtype and the shape.  The
 * layout is NORM (row-major to row-major): the layout transforms are
 * available through the bundle (B.DATR Layout).  The numerics are the
 * selected profile's (README, conformance); the flags are recorded. */
pto_result pto_tcvt(pto_machine *m, pto_tile *dst, const pto_tile *src, unsigned dst_dtype, pto_rmode rmode, bool sat);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
