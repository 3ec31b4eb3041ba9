/* The registration table: one operations record per handler of
 * isa/tile_ops.def.  A row whose handler is NONE has no record and is
 * reported as not implemented at its BSTART. */
#include "ops/ops.h"

extern const op_family ops_binary, ops_scalar, ops_cmps, ops_cmp, ops_fill, ops_sels, ops_unary, ops_tload, ops_tstore,
    ops_tmov, ops_tprefetch, ops_gmov, ops_mgather, ops_mscatter, ops_mgather_mask, ops_mscatter_mask,
    ops_mgather_cas, ops_sel, ops_tci, ops_ttri, ops_tfillpad, ops_partial, ops_fma, ops_reduce, ops_expand,
    ops_expand_copy, ops_unary_sfu, ops_cvt, ops_tsort, ops_tmrgsort, ops_thistogram, ops_tquant, ops_tdequant,
    ops_matmul, ops_cube_transport;
extern const op_family ops_timg2col;
extern const op_family ops_tconcat, ops_textract, ops_tinsert, ops_ttrans, ops_tgather, ops_tscatter;

const op_family *const op_families[H_COUNT] = {
    [H_BINARY] = &ops_binary, [H_SCALAR] = &ops_scalar, [H_CMPS] = &ops_cmps,
    [H_CMP] = &ops_cmp,       [H_FILL] = &ops_fill,     [H_SELS] = &ops_sels,
    [H_UNARY] = &ops_unary,   [H_TLOAD] = &ops_tload,   [H_TSTORE] = &ops_tstore,
    [H_TMOV] = &ops_tmov,     [H_TPREFETCH] = &ops_tprefetch, [H_GMOV] = &ops_gmov,
    [H_MGATHER] = &ops_mgather, [H_MSCATTER] = &ops_mscatter, [H_MGATHER_MASK] = &ops_mgather_mask,
    [H_MSCATTER_MASK] = &ops_mscatter_mask, [H_MGATHER_CAS] = &ops_mgather_cas,
    [H_SEL] = &ops_sel, [H_TCI] = &ops_tci, [H_TTRI] = &ops_ttri, [H_TFILLPAD] = &ops_tfillpad,
    [H_PARTIAL] = &ops_partial, [H_FMA] = &ops_fma,
    [H_REDUCE] = &ops_reduce, [H_EXPAND] = &ops_expand, [H_EXPAND_COPY] = &ops_expand_copy,
    [H_UNARY_SFU] = &ops_unary_sfu,
    [H_TCONCAT] = &ops_tconcat, [H_TEXTRACT] = &ops_textract, [H_TINSERT] = &ops_tinsert,
    [H_TTRANS] = &ops_ttrans, [H_TGATHER] = &ops_tgather, [H_TSCATTER] = &ops_tscatter,
    [H_CVT] = &ops_cvt,
    [H_TSORT] = &ops_tsort, [H_TMRGSORT] = &ops_tmrgsort, [H_THISTOGRAM] = &ops_thistogram,
    [H_TQUANT] = &ops_tquant, [H_TDEQUANT] = &ops_tdequant,
    [H_TIMG2COL] = &ops_timg2col,
    [H_MATMUL] = &ops_matmul, [H_CUBE_TRANSPORT] = &ops_cube_transport,
};


