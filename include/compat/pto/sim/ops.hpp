/* ptosim Tile Lib layer: the instructions, under the Tile Lib's names and
 * argument orders, each the bundle of its ISA operation run through
 * ptosim/tile.h (TADD(dst, a, b) is pto_tadd, ...), so legality, padding,
 * definedness, flags and faults are the specification's.  Scalars are
 * passed as their exact encodings in the element type; compare modes use
 * the Tile Lib numbering (EQ NE LT LE GT GE = 0..5), which tile.h converts
 * to B.DATR CMode (decisions D13).  Temporary-tile arguments are accepted
 * and unused (the ISA needs no scratch), as are trailing events. */
#ifndef PTOSIM_COMPAT_SIM_OPS_HPP
#define PTOSIM_COMPAT_SIM_OPS_HPP

#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>

#include "pto/sim/context.hpp"
#include "pto/sim/memory.hpp"
#include "pto/sim/tile.hpp"

/* Keywords and qualifiers of device code, empty on the host. */
#ifndef AICORE
#define AICORE
#endif
#ifndef __aicore__
#define __aicore__
#endif
#ifndef __global__
#define __global__
#endif
#ifndef __gm__
#define __gm__
#endif
#ifndef __ubuf__
#define __ubuf__
#endif
#ifndef __in__
#define __in__
#endif
#ifndef __out__
#define __out__
#endif
#ifndef PTO_INST
#define PTO_INST inline
#endif
#ifndef PTO_INTERNAL
#define PTO_INTERNAL inline
#endif

/* Pipes and events of set_flag / wait_flag / pipe_barrier: no-ops, since
 * every call runs to completion before it returns. */
enum pipe_t { PIPE_S = 0, PIPE_V, PIPE_M, PIPE_MTE1, PIPE_MTE2, PIPE_MTE3, PIPE_ALL, PIPE_MTE4, PIPE_MTE5, PIPE_V2,
              PIPE_FIX };
enum event_t { EVENT_ID0 = 0, EVENT_ID1, EVENT_ID2, EVENT_ID3, EVENT_ID4, EVENT_ID5, EVENT_ID6, EVENT_ID7 };
inline void set_flag(pipe_t, pipe_t, event_t) {}
inline void wait_flag(pipe_t, pipe_t, event_t) {}
inline void set_flag(pipe_t, pipe_t, int) {}
inline void wait_flag(pipe_t, pipe_t, int) {}
inline void pipe_barrier(pipe_t) {}
inline constexpr int64_t block_idx = 0;
inline constexpr int64_t block_num = 1;
inline int64_t get_block_idx() { return 0; }
inline int64_t get_block_num() { return 1; }

namespace pto {

/* Operation classes for events (Event<Op::TLOAD, Op::TADD>). */
enum class Op {
    TLOAD, TSTORE_VEC, TSTORE_MAT, TSTORE_ACC, TPREFETCH, TMOV, MGATHER, MSCATTER, TADD, TSUB, TMUL, TDIV, TREM,
    TAND, TOR, TXOR, TSHL, TSHR, TMAX, TMIN, TCMP, TABS, TNOT, TNEG, TRELU, TSEL, TADDS, TSUBS, TMULS, TDIVS, TREMS,
    TANDS, TORS, TXORS, TSHLS, TSHRS, TMAXS, TMINS, TCMPS, TSELS, TEXPANDS, TCI, TTRI, TFILLPAD, TPARTADD, TPARTMUL,
    TPARTMAX, TPARTMIN, TFUSEDMULADD, TMULADDDST, TCVT, TMATMUL, TEXTRACT, TINSERT, TEXP, TLOG, TRECIP, TSQRT,
    TRSQRT, TTRANS, TCONCAT, TGATHER, TSCATTER
};

/* What an instruction returns; assign it to an Event to record. */
struct RecordEvent {};

template <Op SrcOp, Op DstOp>
struct Event {
    void Wait() {}
    void Record() {}
    Event &operator=(RecordEvent) { return *this; }
};

template <typename T>
struct is_event : std::false_type {};
template <>
struct is_event<RecordEvent> : std::true_type {};
template <Op A, Op B>
struct is_event<Event<A, B>> : std::true_type {};
template <typename... E>
constexpr bool all_events_v = (is_event<std::remove_cv_t<E>>::value && ... && true);

template <typename... WaitEvents>
inline void TSYNC(WaitEvents &...) {}

/* The CPU simulator's memory model has nothing to set up here. */
enum class NPUArch { A2A3, A5 };
struct NPUMemoryModel {
    static NPUMemoryModel &Instance()
    {
        static NPUMemoryModel m;
        return m;
    }
    void Initialize(NPUArch) {}
};
template <Op OpCode>
inline void TSYNC() {}

namespace sim {
namespace detail {

using Bin = pto_result (*)(pto_machine *, pto_tile *, const pto_tile *, const pto_tile *);
using Un = pto_result (*)(pto_machine *, pto_tile *, const pto_tile *);
using Sc = pto_result (*)(pto_machine *, pto_tile *, const pto_tile *, uint64_t);

/* An element-wise result over the valid region of its first source: when
 * the destination Tile is declared with another capacity (Rows x Cols) but
 * the same valid shape, the result takes the source's Local tile shape, as
 * the ISA's element-wise rules need equal shapes and the result is a fresh
 * tile either way.  Anything else keeps the destination Tile's shape. */
inline void like_source(pto_tile &hd, const pto_tile &hs)
{
    if (hd.valid_rows == hs.valid_rows && hd.valid_cols == hs.valid_cols) {
        hd.rows = hs.rows;
        hd.cols = hs.cols;
    }
}

/* The sources' handles are their buffers' own (binary, unary, scalar_op,
 * compare): dest releases only a buffer no source reads (take_slot), and
 * bind changes buffers after the call. */
inline void binary(const char *op, Bin fn, TileBase &d, TileBase &a, TileBase &b)
{
    Context &c = context_of(op, d, a, b);
    const pto_tile &ha = source(c, a, op, "first source");
    const pto_tile &hb = source(c, b, op, "second source");
    pto_tile hd = dest(c, d, op, {&ha, &hb});
    like_source(hd, ha);
    check(c, op, fn(c.machine(), &hd, &ha, &hb));
    bind(c, d, hd);
}

inline void unary(const char *op, Un fn, TileBase &d, TileBase &a)
{
    Context &c = context_of(op, d, a);
    const pto_tile &ha = source(c, a, op, "source");
    pto_tile hd = dest(c, d, op, {&ha});
    like_source(hd, ha);
    check(c, op, fn(c.machine(), &hd, &ha));
    bind(c, d, hd);
}

inline void scalar_op(const char *op, Sc fn, TileBase &d, TileBase &a, uint64_t raw)
{
    Context &c = context_of(op, d, a);
    const pto_tile &ha = source(c, a, op, "source");
    pto_tile hd = dest(c, d, op, {&ha});
    like_source(hd, ha);
    check(c, op, fn(c.machine(), &hd, &ha, raw));
    bind(c, d, hd);
}

inline void compare(const char *op, TileBase &d, TileBase &a, TileBase *b, uint64_t raw, CmpMode mode)
{
    Context &c = b ? context_of(op, d, a, *b) : context_of(op, d, a);
    const pto_tile &ha = source(c, a, op, b ? "first source" : "source");
    const pto_tile *hb = b ? &source(c, *b, op, "second source") : nullptr;
    pto_tile hd = dest(c, d, op, {&ha, hb}, true);
    pto_cmp m = static_cast<pto_cmp>(static_cast<int>(mode));
    check(c, op, b ? pto_tcmp(c.machine(), &hd, &ha, hb, m) : pto_tcmps_raw(c.machine(), &hd, &ha, raw, m));
    bind(c, d, hd);
}

/* The raw element (0, 0) of a source (TCMPS's tile form). */
inline uint64_t first_element(Context &c, TileBase &t, const char *op)
{
    pto_tile h = source(c, t, op, "scalar source");
    unsigned mask = h.mask ? h.mask : 0x8u, pe = 0;
    while (pe < 3 && !(mask & (0x8u >> pe))) pe++;
    uint64_t v = 0;
    bool defined = false;
    if (pto_tile_read(c.machine(), static_cast<unsigned>(h.index), pe, 0, &v, &defined) != PTO_OK || !defined)
        fail(c.mode, op, PTO_ERR_ARG, "element (0, 0) of the scalar source " + tile_name(h.index) + " is undefined");
    return v;
}

/* The encoding TFILLPAD fills with for pad value p in element type i:
 * Zero 0; Max/Min the infinities of a floating type, else the largest /
 * smallest integer; a custom value's low bits. */
inline uint64_t fill_of(Context &c, const char *op, const TileInfo &i, uint64_t p)
{
    unsigned bits = i.elem_bytes * 8;
    uint64_t all = bits >= 64 ? ~uint64_t{0} : (uint64_t{1} << bits) - 1u;
    std::string t = i.dtype;
    if (p == static_cast<uint64_t>(PadValue::Zero)) return 0;
    if (p == static_cast<uint64_t>(PadValue::Max) || p == static_cast<uint64_t>(PadValue::Min)) {
        bool max = p == static_cast<uint64_t>(PadValue::Max);
        uint64_t sign = uint64_t{1} << (bits - 1);
        if (t == "FP32") return max ? 0x7F800000u : 0xFF800000u;
        if (t == "FP16") return max ? 0x7C00u : 0xFC00u;
        if (t == "BF16") return max ? 0x7F80u : 0xFF80u;
        if (t == "FP64") return max ? 0x7FF0000000000000u : 0xFFF0000000000000u;
        if (i.is_signed) return max ? all >> 1 : sign;
        return max ? all : 0;
    }
    if (isCustomPadValue(static_cast<PadValue>(p))) return getCustomPadBits(static_cast<PadValue>(p)) & all;
    fail(c.mode, op, PTO_ERR_ARG, "TFILLPAD needs a destination pad value other than Null");
}

/* ---- global memory ---- */

/* A GlobalTensor as the memory instructions see it. */
struct GmView {
    const void *ptr;
    unsigned elem;
    Layout layout;
    long long shape[5], stride[5];
};

template <typename G>
inline GmView view_of(G &g)
{
    /* the arrays are filled below, not zeroed first (GCC 12 at -O2 zeroes
     * them with rep stosq, a few ns on every TLOAD and TSTORE) */
    GmView v;
    v.ptr = g.data();
    v.elem = static_cast<unsigned>(sizeof(typename G::DType));
    v.layout = G::layout;
    for (int d = 0; d < 5; d++) {
        v.shape[d] = g.GetShape(d);
        v.stride[d] = g.GetStride(d);
    }
    return v;
}

/* GM address and row stride (elements) of rows x cols elements of v, or a
 * reason why ptosim's TLOAD/TSTORE (one row stride, unit column stride,
 * ND) cannot address them. */
inline bool gm_rows(const GmView &v, uint32_t rows, uint32_t cols, uint64_t *gm, uint64_t *stride, std::string *why)
{
    if (v.layout != Layout::ND) {
        *why = "the GlobalTensor's layout is not ND; ptosim's TLOAD and TSTORE move row-major rows";
        return false;
    }
    if (!gm_address(v.ptr, gm)) {
        *why = "the GlobalTensor's address " + hex(reinterpret_cast<uintptr_t>(v.ptr)) +
               " is not device memory (aclrtMalloc)";
        return false;
    }
    for (int d = 0; d < 5; d++)
        if (v.shape[d] < 0 || v.stride[d] < 0) {
            *why = "a dynamic GlobalTensor shape or stride was never given";
            return false;
        }
    if (cols > 1 && v.stride[4] != 1) {
        *why = "the GlobalTensor's column stride is " + std::to_string(v.stride[4]) +
               "; ptosim's TLOAD and TSTORE read consecutive elements";
        return false;
    }
    /* Rows run over dimensions 0..3; one stride covers them when each
     * dimension of more than one element steps over the next such one. */
    int inner = -1, first = -1;
    for (int d = 3; d >= 0; d--) {
        if (v.shape[d] <= 1) continue;
        if (first < 0) first = d;
        if (inner >= 0 && v.stride[d] != v.shape[inner] * v.stride[inner]) {
            *why = "the GlobalTensor's rows are not evenly strided (stride " + std::to_string(v.stride[d]) +
                   " of dimension " + std::to_string(d) + " is not " + std::to_string(v.shape[inner]) + " x " +
                   std::to_string(v.stride[inner]) + "); ptosim's TLOAD and TSTORE take one row stride";
            return false;
        }
        inner = d;
    }
    (void)rows;
    *stride = static_cast<uint64_t>(first >= 0 ? v.stride[first] : v.stride[3]);
    return true;
}

inline uint64_t span_end(uint64_t gm, uint32_t rows, uint32_t cols, unsigned elem, uint64_t stride_bytes)
{
    if (!rows || !cols) return gm;
    return gm + (rows - 1u) * stride_bytes + static_cast<uint64_t>(cols) * elem;
}

/* The GM bytes [gm, gm + n elements) of a whole tensor (gathers). */
inline uint64_t tensor_elems(const GmView &v)
{
    uint64_t n = 1;
    for (int d = 0; d < 5; d++) n *= static_cast<uint64_t>(v.shape[d] < 0 ? 0 : v.shape[d]);
    return n;
}

inline void tload(const char *op, TileBase &d, const GmView &v)
{
    Context &c = context_of(op, d);
    uint64_t gm, stride;
    std::string why;
    uint32_t rows = static_cast<uint32_t>(d.vr_), cols = static_cast<uint32_t>(d.vc_);
    if (!gm_rows(v, rows, cols, &gm, &stride, &why)) fail(c.mode, op, PTO_ERR_UNIMPLEMENTED, why);
    DeviceMemory::get().push(c.machine(), gm, span_end(gm, rows, cols, v.elem, stride * v.elem));
    pto_tile hd = dest(c, d, op, {});
    check(c, op, pto_tload(c.machine(), &hd, gm, stride * v.elem));
    bind(c, d, hd);
}

inline void tstore(const char *op, const GmView &v, TileBase &s)
{
    Context &c = context_of(op, s);
    pto_tile hs = source(c, s, op, "source");
    /* a predicate tile's bytes are its bits: its handle's type is U8 (the
     * compares make it so), and a source of another type than its Tile's
     * is a predicate (source() lets no numeric one through) */
    unsigned elem = hs.dtype == s.info_->code ? s.info_->elem_bytes : 1u;
    uint64_t gm, stride;
    std::string why;
    if (!gm_rows(v, hs.valid_rows, hs.valid_cols, &gm, &stride, &why)) fail(c.mode, op, PTO_ERR_UNIMPLEMENTED, why);
    uint64_t end = span_end(gm, hs.valid_rows, hs.valid_cols, elem, stride * v.elem);
    DeviceMemory::get().push(c.machine(), gm, end); /* the bytes between rows stay the host's */
    check(c, op, pto_tstore(c.machine(), &hs, gm, stride * v.elem));
    DeviceMemory::get().pull(c.machine(), gm, end);
}

inline void tprefetch(const char *op, TileBase &t, const GmView &v)
{
    Context &c = context_of(op, t);
    uint64_t gm, stride;
    std::string why;
    uint32_t rows = static_cast<uint32_t>(t.vr_), cols = static_cast<uint32_t>(t.vc_);
    if (!gm_rows(v, rows, cols, &gm, &stride, &why)) fail(c.mode, op, PTO_ERR_UNIMPLEMENTED, why);
    check(c, op, pto_tprefetch(c.machine(), t.info_->code, rows, cols, gm, stride));
}

/* Element indices to byte displacements (TSHLS by log2 of the element
 * size): a temporary tile the caller releases. */
inline pto_tile byte_offsets(Context &c, const char *op, const pto_tile &idx, unsigned elem)
{
    if (elem == 1) return idx;
    unsigned sh = 0;
    while ((1u << sh) < elem) sh++;
    pto_tile t = idx;
    t.index = -1;
    t.pad = PTO_PAD_NULL;
    int f = free_index(c);
    t.hand = f < 0 ? 0u : static_cast<unsigned>(f) / 16u;
    pto_result r = pto_tshls_raw(c.machine(), &t, &idx, sh);
    if (r.status != PTO_OK) report(c, (std::string(op) + " (TSHLS: element indices to byte offsets)").c_str(), r);
    return t;
}

inline void mgather(const char *op, TileBase &d, const GmView &v, TileBase &idx)
{
    Context &c = context_of(op, d, idx);
    uint64_t gm;
    if (!gm_address(v.ptr, &gm))
        fail(c.mode, op, PTO_ERR_ARG, "the table's address " + hex(reinterpret_cast<uintptr_t>(v.ptr)) +
                                          " is not device memory (aclrtMalloc)");
    pto_tile hi = source(c, idx, op, "index tile");
    if (static_cast<int>(hi.valid_rows) != d.vr_ || static_cast<int>(hi.valid_cols) != d.vc_)
        fail(c.mode, op, PTO_ERR_ARG,
             "the index tile's valid shape " + shape_text(hi.valid_rows, hi.valid_cols) +
                 " differs from the destination's " +
                 shape_text(static_cast<uint32_t>(d.vr_), static_cast<uint32_t>(d.vc_)) +
                 " (the ISA's MGATHER gives its result the index tile's valid shape)");
    DeviceMemory::get().push(c.machine(), gm, gm + tensor_elems(v) * v.elem);
    pto_tile off = byte_offsets(c, op, hi, v.elem);
    pto_tile hd = dest(c, d, op, {&hi});
    pto_result r = pto_mgather(c.machine(), &hd, &off, gm);
    if (off.index != hi.index) release_own(c, off.index);
    check(c, op, r);
    bind(c, d, hd);
}

inline void mscatter(const char *op, const GmView &v, TileBase &s, TileBase &idx)
{
    Context &c = context_of(op, s, idx);
    uint64_t gm;
    if (!gm_address(v.ptr, &gm))
        fail(c.mode, op, PTO_ERR_ARG, "the table's address " + hex(reinterpret_cast<uintptr_t>(v.ptr)) +
                                          " is not device memory (aclrtMalloc)");
    pto_tile hs = source(c, s, op, "source");
    pto_tile hi = source(c, idx, op, "index tile");
    uint64_t end = gm + tensor_elems(v) * v.elem;
    DeviceMemory::get().push(c.machine(), gm, end);
    pto_tile off = byte_offsets(c, op, hi, v.elem);
    pto_result r = pto_mscatter(c.machine(), &hs, &off, gm);
    if (off.index != hi.index) release_own(c, off.index);
    check(c, op, r);
    DeviceMemory::get().pull(c.machine(), gm, end);
}

[[noreturn]] inline void unsupported(const char *op, const std::string &why)
{
    fail(current_context()->mode, op, PTO_ERR_UNIMPLEMENTED, why);
}

} // namespace detail
} // namespace sim

#define PTOSIM_EVENTS_OK std::enable_if_t<all_events_v<WaitEvents...>, int> = 0

/* ---- binding ---------------------------------------------------------------- */

/* Manual mode: the Tile names the buffer at UB address addr (objects at
 * one address share it).  Auto mode (__PTO_AUTO__): no effect.  For a
 * GlobalTensor: its GM pointer. */
template <typename T, typename AddrType>
PTO_INST void TASSIGN(T &obj, AddrType addr)
{
    if constexpr (is_tile_data_v<T>) {
        static_assert(std::is_integral<AddrType>::value, "TASSIGN of a Tile takes an integral address");
#ifndef __PTO_AUTO__
        sim::detail::unref(obj);
        sim::detail::ref_key(obj, static_cast<uint64_t>(addr) & ~(uint64_t{1} << 63), true,
                             static_cast<uint64_t>(T::Rows) * T::Cols * sizeof(typename T::DType));
#else
        (void)obj;
        (void)addr;
#endif
    } else {
        static_assert(is_global_data_v<T>, "TASSIGN binds a Tile or a GlobalTensor");
        static_assert(std::is_pointer<AddrType>::value &&
                          std::is_same<std::remove_cv_t<std::remove_pointer_t<AddrType>>,
                                       std::remove_cv_t<typename T::DType>>::value,
                      "TASSIGN of a GlobalTensor takes a pointer to its element type");
        obj.SetAddr(addr);
    }
}

template <std::size_t Addr, typename T>
PTO_INST void TASSIGN(T &obj)
{
    static_assert(is_tile_data_v<T>, "TASSIGN<Addr> binds a Tile");
#ifndef PTO_UBUF_SIZE_BYTES
    constexpr std::size_t cap = 262144;
#else
    constexpr std::size_t cap = PTO_UBUF_SIZE_BYTES;
#endif
    constexpr std::size_t size = static_cast<std::size_t>(T::Rows) * T::Cols * sizeof(typename T::DType);
    static_assert(size <= cap, "Tile storage size exceeds memory space capacity.");
    static_assert(Addr + size <= cap, "addr + tile_size exceeds memory space capacity (out of bounds).");
    static_assert(Addr % 32 == 0, "addr is not properly aligned for the target memory space.");
    TASSIGN(obj, Addr);
}

/* ---- memory ------------------------------------------------------------------- */


namespace sim {
namespace detail {
/* The CUBE transport of the matrix tiles (defined with the matrix family
 * at the end of this file). */
template <typename T>
constexpr unsigned cube_layout();
inline void tload_cube(const char *op, TileBase &d, const GmView &v, unsigned layout);
inline void tstore_cube(const char *op, const GmView &v, TileBase &s);
} // namespace detail
} // namespace sim

template <typename TileData, typename GlobalData, typename... WaitEvents>
PTO_INST RecordEvent TLOAD(TileData &dst, GlobalData &src, WaitEvents &...)
{
    static_assert(is_global_data_v<GlobalData>, "TLOAD(tile, GlobalTensor)");
    static_assert(sizeof(typename TileData::DType) == sizeof(typename GlobalData::DType),
                  "TLOAD: the tile's and the tensor's element sizes differ");
    if constexpr (TileData::Loc == TileType::Left || TileData::Loc == TileType::Right) /* the CUBE transport */
        sim::detail::tload_cube("TLOAD", dst, sim::detail::view_of(src), sim::detail::cube_layout<TileData>());
    else
        sim::detail::tload("TLOAD", dst, sim::detail::view_of(src));
    return {};
}

template <typename TileData, typename GlobalData, AtomicType atomicType = AtomicType::AtomicNone,
          typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TSTORE(GlobalData &dst, TileData &src, WaitEvents &...)
{
    static_assert(is_global_data_v<GlobalData>, "TSTORE(GlobalTensor, tile)");
    static_assert(sizeof(typename TileData::DType) == sizeof(typename GlobalData::DType),
                  "TSTORE: the tile's and the tensor's element sizes differ");
    if (atomicType != AtomicType::AtomicNone)
        sim::detail::unsupported("TSTORE", "an atomic TSTORE is not a ptosim instruction (TSTORE stores)");
    if constexpr (TileData::Loc == TileType::Acc) /* the CUBE transport */
        sim::detail::tstore_cube("TSTORE", sim::detail::view_of(dst), src);
    else
        sim::detail::tstore("TSTORE", sim::detail::view_of(dst), src);
    return {};
}

template <typename TileData, typename GlobalData, AtomicType atomicType = AtomicType::AtomicNone,
          typename... WaitEvents>
PTO_INST RecordEvent TSTORE(GlobalData &, TileData &, uint64_t, WaitEvents &...)
{
    sim::detail::unsupported("TSTORE", "a quantising TSTORE (preQuantScalar) is not a ptosim instruction");
}

/* Probes the tensor's rows x cols (the tile's valid shape) on every PE. */
template <typename TileData, typename GlobalData>
PTO_INST RecordEvent TPREFETCH(TileData &dst, GlobalData &src)
{
    if constexpr (is_global_data_v<GlobalData>) {
        sim::detail::tprefetch("TPREFETCH", dst, sim::detail::view_of(src));
    } else {
        (void)dst;
        (void)src;
        sim::detail::unsupported("TPREFETCH", "the ISA's TPREFETCH probes global memory; a tile source has no meaning");
    }
    return {};
}

/* Element form (Coalesce::Elem, the CPU reference form): dst[r, c] =
 * table[idx[r, c]]; the element indices become byte offsets (TSHLS by
 * log2 of the element size) before the ISA's MGATHER. */
template <Coalesce CMode, GatherOOB Oob = GatherOOB::Undefined, typename TileDst, typename GlobalData,
          typename TileInd, typename... WaitEvents>
PTO_INST RecordEvent MGATHER(TileDst &dst, GlobalData &table, TileInd &idx, WaitEvents &...)
{
    static_assert(sizeof(typename TileDst::DType) == sizeof(typename GlobalData::DType),
                  "MGATHER: the tile's and the table's element sizes differ");
    if (CMode != Coalesce::Elem)
        sim::detail::unsupported("MGATHER", "Coalesce::Row has no ISA form here; the ISA's MGATHER is per element");
    if (Oob != GatherOOB::Undefined)
        sim::detail::unsupported("MGATHER", "an out-of-bounds policy has no ISA form; indices are taken as given");
    sim::detail::mgather("MGATHER", dst, sim::detail::view_of(table), idx);
    return {};
}
template <typename TileDst, typename GlobalData, typename TileInd, typename... WaitEvents>
PTO_INST RecordEvent MGATHER(TileDst &dst, GlobalData &table, TileInd &idx, WaitEvents &... e)
{
    return MGATHER<Coalesce::Elem, GatherOOB::Undefined>(dst, table, idx, e...);
}

template <Coalesce CMode, ScatterAtomicOp AtomOp = ScatterAtomicOp::None, ScatterOOB Oob = ScatterOOB::Undefined,
          ScatterConflict Conflict = ScatterConflict::Last, typename GlobalData, typename TileSrc, typename TileInd, typename... WaitEvents>
PTO_INST RecordEvent MSCATTER(GlobalData &table, TileSrc &src, TileInd &idx, WaitEvents &...)
{
    static_assert(sizeof(typename TileSrc::DType) == sizeof(typename GlobalData::DType),
                  "MSCATTER: the tile's and the table's element sizes differ");
    if (CMode != Coalesce::Elem)
        sim::detail::unsupported("MSCATTER", "Coalesce::Row has no ISA form here; the ISA's MSCATTER is per element");
    if (AtomOp != ScatterAtomicOp::None || Oob != ScatterOOB::Undefined)
        sim::detail::unsupported("MSCATTER", "atomic and out-of-bounds policies have no ISA form (stores, last wins)");
    sim::detail::mscatter("MSCATTER", sim::detail::view_of(table), src, idx);
    return {};
}
template <typename GlobalData, typename TileSrc, typename TileInd, typename... WaitEvents>
PTO_INST RecordEvent MSCATTER(GlobalData &table, TileSrc &src, TileInd &idx, WaitEvents &... e)
{
    return MSCATTER<Coalesce::Elem>(table, src, idx, e...);
}

/* dst = a copy of src (its shape, values, definedness, padding). */
template <typename DstTileData, typename SrcTileData, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TMOV(DstTileData &dst, SrcTileData &src, WaitEvents &...)
{
    static_assert(std::is_same<typename DstTileData::DType, typename SrcTileData::DType>::value,
                  "TMOV with a type change is a conversion ptosim does not execute");
    using namespace sim::detail;
    Context &c = context_of("TMOV", dst, src);
    pto_tile hs = source(c, src, "TMOV", "source");
    if (static_cast<int>(hs.valid_rows) != dst.vr_ || static_cast<int>(hs.valid_cols) != dst.vc_)
        fail(c.mode, "TMOV", PTO_ERR_ARG,
             "the source's valid shape " + shape_text(hs.valid_rows, hs.valid_cols) + " differs from the destination's " +
                 shape_text(static_cast<uint32_t>(dst.vr_), static_cast<uint32_t>(dst.vc_)));
    pto_tile hd = dest(c, dst, "TMOV", {&hs}, true);
    check(c, "TMOV", pto_tmov(c.machine(), &hd, &hs));
    bind(c, dst, hd);
    return {};
}

/* ---- tile-tile ------------------------------------------------------------------- */

#define PTOSIM_BINARY(NAME, FN)                                                                                 \
    template <typename TileDataDst, typename TileDataSrc0, typename TileDataSrc1, typename... WaitEvents>       \
    PTO_INST RecordEvent NAME(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, WaitEvents &...)      \
    {                                                                                                           \
        sim::detail::binary(#NAME, FN, dst, src0, src1);                                                        \
        return {};                                                                                              \
    }
PTOSIM_BINARY(TADD, pto_tadd)
PTOSIM_BINARY(TSUB, pto_tsub)
PTOSIM_BINARY(TMUL, pto_tmul)
PTOSIM_BINARY(TMAX, pto_tmax)
PTOSIM_BINARY(TMIN, pto_tmin)
PTOSIM_BINARY(TSHL, pto_tshl)
PTOSIM_BINARY(TSHR, pto_tshr)
PTOSIM_BINARY(TPARTADD, pto_tpartadd)
PTOSIM_BINARY(TPARTMUL, pto_tpartmul)
PTOSIM_BINARY(TPARTMAX, pto_tpartmax)
PTOSIM_BINARY(TPARTMIN, pto_tpartmin)
#undef PTOSIM_BINARY

/* Division is the ISA's (correctly rounded under the IEEE profile); the
 * algorithm choice has nothing to select. */
template <auto PrecisionType = DivAlgorithm::DEFAULT, typename TileDataDst, typename TileDataSrc0,
          typename TileDataSrc1, typename... WaitEvents>
PTO_INST RecordEvent TDIV(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, WaitEvents &...)
{
    sim::detail::binary("TDIV", pto_tdiv, dst, src0, src1);
    return {};
}

template <auto PrecisionType = RemAlgorithm::DEFAULT, typename TileDataDst, typename TileDataSrc0,
          typename TileDataSrc1, typename TileDataTmp, typename... WaitEvents>
PTO_INST RecordEvent TREM(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, TileDataTmp &, WaitEvents &...)
{
    sim::detail::binary("TREM", pto_trem, dst, src0, src1);
    return {};
}

template <typename TileData, typename... WaitEvents>
PTO_INST RecordEvent TAND(TileData &dst, TileData &src0, TileData &src1, WaitEvents &...)
{
    sim::detail::binary("TAND", pto_tand, dst, src0, src1);
    return {};
}
template <typename TileData, typename... WaitEvents>
PTO_INST RecordEvent TOR(TileData &dst, TileData &src0, TileData &src1, WaitEvents &...)
{
    sim::detail::binary("TOR", pto_tor, dst, src0, src1);
    return {};
}
template <typename TileDataDst, typename TileDataSrc0, typename TileDataSrc1, typename TileDataTmp,
          typename... WaitEvents>
PTO_INST RecordEvent TXOR(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, TileDataTmp &, WaitEvents &...)
{
    sim::detail::binary("TXOR", pto_txor, dst, src0, src1);
    return {};
}

/* Packed predicate dst = (src0 cmpMode src1). */
template <typename TileDataDst, typename TileDataSrc, typename... WaitEvents>
PTO_INST RecordEvent TCMP(TileDataDst &dst, TileDataSrc &src0, TileDataSrc &src1, CmpMode cmpMode, WaitEvents &...)
{
    sim::detail::compare("TCMP", dst, src0, &src1, 0, cmpMode);
    return {};
}

namespace sim {
namespace detail {
/* One TFMA with the destination's old value as the addend (dst_addend:
 * src0 * src1 + dst) or as the multiplier (src0 * dst + src1). */
inline void tfma_dst(const char *op, TileBase &dst, TileBase &src0, TileBase &src1, bool dst_addend)
{
    Context &c = context_of(op, dst, src0, src1);
    pto_tile a = source(c, src0, op, "first source");
    pto_tile b = source(c, src1, op, dst_addend ? "second source" : "second source (the addend)");
    pto_tile old = source(c, dst, op, dst_addend ? "destination (the addend)" : "destination (the multiplier)");
    pto_tile hd = dest(c, dst, op, {&a, &b, &old});
    like_source(hd, a);
    check(c, op, dst_addend ? pto_tfma(c.machine(), &hd, &a, &b, &old) : pto_tfma(c.machine(), &hd, &a, &old, &b));
    bind(c, dst, hd);
}
} // namespace detail
} // namespace sim

/* dst = src0 * src1 + dst and src0 * dst + src1, rounded once (TFMA). */
template <typename TileDataDst, typename TileDataSrc0, typename TileDataSrc1, typename... WaitEvents>
PTO_INST RecordEvent TMULADDDST(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, WaitEvents &...)
{
    sim::detail::tfma_dst("TMULADDDST (TFMA)", dst, src0, src1, true);
    return {};
}
template <typename TileDataDst, typename TileDataSrc0, typename TileDataSrc1, typename... WaitEvents>
PTO_INST RecordEvent TFUSEDMULADD(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, WaitEvents &...)
{
    sim::detail::tfma_dst("TFUSEDMULADD (TFMA)", dst, src0, src1, false);
    return {};
}

/* ---- unary ---------------------------------------------------------------------- */

#define PTOSIM_UNARY(NAME, FN)                                                              \
    template <typename TileDataDst, typename TileDataSrc, typename... WaitEvents>           \
    PTO_INST RecordEvent NAME(TileDataDst &dst, TileDataSrc &src, WaitEvents &...)         \
    {                                                                                       \
        sim::detail::unary(#NAME, FN, dst, src);                                            \
        return {};                                                                          \
    }
PTOSIM_UNARY(TABS, pto_tabs)
PTOSIM_UNARY(TNOT, pto_tnot)
PTOSIM_UNARY(TNEG, pto_tneg)
PTOSIM_UNARY(TRELU, pto_trelu)
PTOSIM_UNARY(TEXP, pto_texp)
PTOSIM_UNARY(TLOG, pto_tlog)
PTOSIM_UNARY(TRECIP, pto_trecip)
PTOSIM_UNARY(TSQRT, pto_tsqrt)
PTOSIM_UNARY(TRSQRT, pto_trsqrt)
#undef PTOSIM_UNARY

/* ---- reductions and expansions ------------------------------------------------- */

namespace sim {
namespace detail {

/* The valid shape a reduction or expansion result has, checked against the
 * destination Tile's before the bundle: the ISA makes a fresh tile of
 * exactly that shape, and a Tile whose valid region differs could not be
 * read or stored afterwards. */
inline void result_shape(Context &c, const char *op, TileBase &d, uint32_t vr, uint32_t vc, const char *what)
{
    if (static_cast<uint32_t>(d.vr_) != vr || static_cast<uint32_t>(d.vc_) != vc)
        fail(c.mode, op, PTO_ERR_ARG,
             std::string("the result has valid shape ") + shape_text(vr, vc) + " (" + what +
                 ") but the destination Tile's valid shape is " +
                 shape_text(static_cast<uint32_t>(d.vr_), static_cast<uint32_t>(d.vc_)));
}
inline void result_type(Context &c, const char *op, TileBase &d, unsigned dt, const char *what)
{
    if (d.info_->code != dt)
        fail(c.mode, op, PTO_ERR_ARG,
             std::string("the result's element type is ") + pto_dtype_name(dt) + " (" + what +
                 ") but the destination Tile's is " + d.info_->dtype);
}

/* TROW* / TCOL*: one value per row (a column of the source's valid rows) or
 * per column (a row of its valid columns); the ARG forms give UINT32
 * indices. */
inline void reduce(const char *op, Un fn, TileBase &d, TileBase &s, bool column, bool arg)
{
    Context &c = context_of(op, d, s);
    pto_tile hs = source(c, s, op, "source");
    result_type(c, op, d, arg ? static_cast<unsigned>(PTO_DT_U32) : hs.dtype,
                arg ? "the ISA's index result" : "the source's");
    if (column)
        result_shape(c, op, d, 1, hs.valid_cols, "one row of the source's valid columns");
    else
        result_shape(c, op, d, hs.valid_rows, 1, "one column of the source's valid rows");
    pto_tile hd = dest(c, d, op, {&hs}, true);
    check(c, op, fn(c.machine(), &hd, &hs));
    bind(c, d, hd);
}

/* TROWEXPAND / TCOLEXPAND: the broadcast over the destination's own shape. */
inline void expand_copy(const char *op, Un fn, TileBase &d, TileBase &b)
{
    Context &c = context_of(op, d, b);
    pto_tile hb = source(c, b, op, "broadcast source");
    result_type(c, op, d, hb.dtype, "the broadcast source's");
    pto_tile hd = dest(c, d, op, {&hb});
    check(c, op, fn(c.machine(), &hd, &hb));
    bind(c, d, hd);
}

/* dst = src0 OP broadcast(src1): the shape of src0; the type of src0 but
 * for EXPDIF, whose destination may be FP32 from FP16 or BF16 sources. */
inline void expand(const char *op, Bin fn, TileBase &d, TileBase &a, TileBase &b, bool expdif)
{
    Context &c = context_of(op, d, a, b);
    pto_tile ha = source(c, a, op, "source");
    pto_tile hb = source(c, b, op, "broadcast source");
    if (!expdif) result_type(c, op, d, ha.dtype, "the source's");
    result_shape(c, op, d, ha.valid_rows, ha.valid_cols, "the source's");
    pto_tile hd = dest(c, d, op, {&ha, &hb}, true);
    check(c, op, fn(c.machine(), &hd, &ha, &hb));
    bind(c, d, hd);
}

} // namespace detail
} // namespace sim

/* Row reductions take the Tile Lib's scratch tile; the ISA needs none. */
#define PTOSIM_ROWRED(NAME, FN, ARG)                                                                     \
    template <typename TileDataOut, typename TileDataIn, typename TileDataTmp, typename... WaitEvents,     \
              PTOSIM_EVENTS_OK>                                                                          \
    PTO_INST RecordEvent NAME(TileDataOut &dst, TileDataIn &src, TileDataTmp &, WaitEvents &...)          \
    {                                                                                                    \
        sim::detail::reduce(#NAME, FN, dst, src, false, ARG);                                            \
        return {};                                                                                       \
    }
PTOSIM_ROWRED(TROWSUM, pto_trowsum, false)
PTOSIM_ROWRED(TROWMAX, pto_trowmax, false)
PTOSIM_ROWRED(TROWMIN, pto_trowmin, false)
PTOSIM_ROWRED(TROWPROD, pto_trowprod, false)
PTOSIM_ROWRED(TROWARGMAX, pto_trowargmax, true)
PTOSIM_ROWRED(TROWARGMIN, pto_trowargmin, true)
#undef PTOSIM_ROWRED

/* Column reductions: TCOLSUM/TCOLMAX/TCOLMIN/TCOLPROD(dst, src); TCOLSUM's
 * form with a scratch tile and isBinary (the Tile Lib's choice between a
 * sequential and a pairwise sum) runs the ISA's TCOLSUM, whose order is the
 * sequential fold of decisions D24 either way. */
#define PTOSIM_COLRED(NAME, FN)                                                                    \
    template <typename TileDataOut, typename TileDataIn, typename... WaitEvents, PTOSIM_EVENTS_OK>   \
    PTO_INST RecordEvent NAME(TileDataOut &dst, TileDataIn &src, WaitEvents &...)                   \
    {                                                                                              \
        sim::detail::reduce(#NAME, FN, dst, src, true, false);                                     \
        return {};                                                                                 \
    }
PTOSIM_COLRED(TCOLSUM, pto_tcolsum)
PTOSIM_COLRED(TCOLMAX, pto_tcolmax)
PTOSIM_COLRED(TCOLMIN, pto_tcolmin)
PTOSIM_COLRED(TCOLPROD, pto_tcolprod)
#undef PTOSIM_COLRED

template <typename TileDataOut, typename TileDataIn, typename TileDataTmp, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TCOLSUM(TileDataOut &dst, TileDataIn &src, TileDataTmp &, bool, WaitEvents &...)
{
    sim::detail::reduce("TCOLSUM", pto_tcolsum, dst, src, true, false);
    return {};
}

#define PTOSIM_COLARG(NAME, FN)                                                                          \
    template <typename TileDataOut, typename TileDataIn, typename TileDataTmp, typename... WaitEvents,     \
              PTOSIM_EVENTS_OK>                                                                          \
    PTO_INST RecordEvent NAME(TileDataOut &dst, TileDataIn &src, TileDataTmp &, WaitEvents &...)          \
    {                                                                                                    \
        sim::detail::reduce(#NAME, FN, dst, src, true, true);                                            \
        return {};                                                                                       \
    }
PTOSIM_COLARG(TCOLARGMAX, pto_tcolargmax)
PTOSIM_COLARG(TCOLARGMIN, pto_tcolargmin)
#undef PTOSIM_COLARG

/* Value and index: two bundles, the MAX (MIN) reduction into dstVal, then
 * the ARGMAX (ARGMIN) reduction into dstIdx; the ISA has no operation with
 * two results. */
#define PTOSIM_VALARG(NAME, VAL, IDX, COLUMN)                                                                    \
    template <typename TileDataOutVal, typename TileDataOutIdx, typename TileDataIn, typename TileDataTmp,        \
              typename... WaitEvents, PTOSIM_EVENTS_OK,                                                          \
              std::enable_if_t<is_tile_data_v<TileDataOutIdx> && is_tile_data_v<TileDataTmp>, int> = 0>          \
    PTO_INST RecordEvent NAME(TileDataOutVal &dstVal, TileDataOutIdx &dstIdx, TileDataIn &src, TileDataTmp &,     \
                              WaitEvents &...)                                                                   \
    {                                                                                                            \
        sim::detail::reduce(#NAME " (value)", VAL, dstVal, src, COLUMN, false);                                  \
        sim::detail::reduce(#NAME, IDX, dstIdx, src, COLUMN, true);                                              \
        return {};                                                                                               \
    }
PTOSIM_VALARG(TROWARGMAX, pto_trowmax, pto_trowargmax, false)
PTOSIM_VALARG(TROWARGMIN, pto_trowmin, pto_trowargmin, false)
PTOSIM_VALARG(TCOLARGMAX, pto_tcolmax, pto_tcolargmax, true)
PTOSIM_VALARG(TCOLARGMIN, pto_tcolmin, pto_tcolargmin, true)
#undef PTOSIM_VALARG

template <typename TileDataDst, typename TileDataSrc, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TROWEXPAND(TileDataDst &dst, TileDataSrc &src, WaitEvents &...)
{
    sim::detail::expand_copy("TROWEXPAND", pto_trowexpand, dst, src);
    return {};
}
template <typename TileDataDst, typename TileDataSrc, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TCOLEXPAND(TileDataDst &dst, TileDataSrc &src, WaitEvents &...)
{
    sim::detail::expand_copy("TCOLEXPAND", pto_tcolexpand, dst, src);
    return {};
}

/* dst = src0 OP (src1 broadcast along the row / column); the TROW* forms
 * also take the Tile Lib's scratch tile. */
#define PTOSIM_EXPAND(NAME, FN, EXPDIF)                                                                    \
    template <typename TileDataDst, typename TileDataSrc0, typename TileDataSrc1, typename... WaitEvents,    \
              PTOSIM_EVENTS_OK>                                                                            \
    PTO_INST RecordEvent NAME(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, WaitEvents &...)    \
    {                                                                                                      \
        sim::detail::expand(#NAME, FN, dst, src0, src1, EXPDIF);                                           \
        return {};                                                                                         \
    }
#define PTOSIM_EXPAND_TMP(NAME, FN, EXPDIF)                                                                      \
    PTOSIM_EXPAND(NAME, FN, EXPDIF)                                                                              \
    template <typename TileDataDst, typename TileDataSrc0, typename TileDataSrc1, typename TileDataTmp,            \
              typename... WaitEvents, PTOSIM_EVENTS_OK, std::enable_if_t<is_tile_data_v<TileDataTmp>, int> = 0>   \
    PTO_INST RecordEvent NAME(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, TileDataTmp &,            \
                              WaitEvents &...)                                                                   \
    {                                                                                                            \
        sim::detail::expand(#NAME, FN, dst, src0, src1, EXPDIF);                                                 \
        return {};                                                                                               \
    }
PTOSIM_EXPAND_TMP(TROWEXPANDADD, pto_trowexpandadd, false)
PTOSIM_EXPAND_TMP(TROWEXPANDSUB, pto_trowexpandsub, false)
PTOSIM_EXPAND_TMP(TROWEXPANDMUL, pto_trowexpandmul, false)
PTOSIM_EXPAND_TMP(TROWEXPANDDIV, pto_trowexpanddiv, false)
PTOSIM_EXPAND_TMP(TROWEXPANDMAX, pto_trowexpandmax, false)
PTOSIM_EXPAND_TMP(TROWEXPANDMIN, pto_trowexpandmin, false)
PTOSIM_EXPAND_TMP(TROWEXPANDEXPDIF, pto_trowexpandexpdif, true)
PTOSIM_EXPAND(TCOLEXPANDADD, pto_tcolexpandadd, false)
PTOSIM_EXPAND(TCOLEXPANDSUB, pto_tcolexpandsub, false)
PTOSIM_EXPAND(TCOLEXPANDMUL, pto_tcolexpandmul, false)
PTOSIM_EXPAND(TCOLEXPANDDIV, pto_tcolexpanddiv, false)
PTOSIM_EXPAND(TCOLEXPANDMAX, pto_tcolexpandmax, false)
PTOSIM_EXPAND(TCOLEXPANDMIN, pto_tcolexpandmin, false)
PTOSIM_EXPAND(TCOLEXPANDEXPDIF, pto_tcolexpandexpdif, true)
#undef PTOSIM_EXPAND_TMP
#undef PTOSIM_EXPAND

/* ---- tile-scalar ------------------------------------------------------------------ */

#define PTOSIM_SCALAR(NAME, FN, SCALAR_OF)                                                                \
    template <typename TileDataDst, typename TileDataSrc, typename... WaitEvents>                         \
    PTO_INST RecordEvent NAME(TileDataDst &dst, TileDataSrc &src, typename SCALAR_OF::DType scalar,      \
                              WaitEvents &...)                                                            \
    {                                                                                                     \
        sim::detail::scalar_op(#NAME, FN, dst, src, sim::detail::raw_of(scalar));                         \
        return {};                                                                                        \
    }
PTOSIM_SCALAR(TADDS, pto_tadds_raw, TileDataSrc)
PTOSIM_SCALAR(TSUBS, pto_tsubs_raw, TileDataSrc)
PTOSIM_SCALAR(TMULS, pto_tmuls_raw, TileDataSrc)
PTOSIM_SCALAR(TMAXS, pto_tmaxs_raw, TileDataSrc)
PTOSIM_SCALAR(TMINS, pto_tmins_raw, TileDataSrc)
PTOSIM_SCALAR(TANDS, pto_tands_raw, TileDataDst)
PTOSIM_SCALAR(TORS, pto_tors_raw, TileDataDst)
PTOSIM_SCALAR(TSHLS, pto_tshls_raw, TileDataDst)
PTOSIM_SCALAR(TSHRS, pto_tshrs_raw, TileDataDst)
#undef PTOSIM_SCALAR

template <typename TileDataDst, typename TileDataSrc, typename TileDataTmp, typename... WaitEvents>
PTO_INST RecordEvent TXORS(TileDataDst &dst, TileDataSrc &src0, typename TileDataSrc::DType scalar, TileDataTmp &,
                           WaitEvents &...)
{
    sim::detail::scalar_op("TXORS", pto_txors_raw, dst, src0, sim::detail::raw_of(scalar));
    return {};
}

template <auto PrecisionType = RemSAlgorithm::DEFAULT, typename TileDataDst, typename TileDataSrc,
          typename TileDataTmp, typename... WaitEvents>
PTO_INST RecordEvent TREMS(TileDataDst &dst, TileDataSrc &src, typename TileDataSrc::DType scalar, TileDataTmp &,
                           WaitEvents &...)
{
    sim::detail::scalar_op("TREMS", pto_trems_raw, dst, src, sim::detail::raw_of(scalar));
    return {};
}

/* dst = src0 / scalar. */
template <auto PrecisionType = DivAlgorithm::DEFAULT, typename TileDataDst, typename TileDataSrc,
          typename... WaitEvents, std::enable_if_t<is_tile_data_v<TileDataSrc>, int> = 0>
PTO_INST RecordEvent TDIVS(TileDataDst &dst, TileDataSrc &src0, typename TileDataSrc::DType scalar, WaitEvents &...)
{
    sim::detail::scalar_op("TDIVS", pto_tdivs_raw, dst, src0, sim::detail::raw_of(scalar));
    return {};
}

/* dst = scalar / src0: the ISA has no such TDIVS; two bundles, TEXPANDS of
 * the scalar into a tile of src0's shape, then TDIV (one rounding). */
template <auto PrecisionType = DivAlgorithm::DEFAULT, typename TileDataDst, typename TileDataSrc,
          typename... WaitEvents, std::enable_if_t<is_tile_data_v<TileDataSrc>, int> = 0>
PTO_INST RecordEvent TDIVS(TileDataDst &dst, typename TileDataDst::DType scalar, TileDataSrc &src0, WaitEvents &...)
{
    using namespace sim::detail;
    const char *op = "TDIVS (scalar / tile: TEXPANDS, TDIV)";
    Context &c = context_of(op, dst, src0);
    pto_tile hs = source(c, src0, op, "source");
    pto_tile num = hs;
    num.index = -1;
    num.pad = PTO_PAD_NULL;
    int f = free_index(c);
    num.hand = f < 0 ? 0u : static_cast<unsigned>(f) / 16u;
    check(c, op, pto_texpands_raw(c.machine(), &num, raw_of(scalar)));
    pto_tile hd = dest(c, dst, op, {&hs});
    like_source(hd, hs);
    pto_result r = pto_tdiv(c.machine(), &hd, &num, &hs);
    release_own(c, num.index);
    check(c, op, r);
    bind(c, dst, hd);
    return {};
}

/* Packed predicate dst = (src0 mode scalar); the tile form compares with
 * src1's element (0, 0). */
template <typename TileDataDst, typename TileDataSrc, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TCMPS(TileDataDst &dst, TileDataSrc &src0, typename TileDataSrc::DType src1, CmpMode mode,
                           WaitEvents &...)
{
    sim::detail::compare("TCMPS", dst, src0, nullptr, sim::detail::raw_of(src1), mode);
    return {};
}
template <typename TileDataDst, typename TileDataSrc0, typename TileDataSrc1, typename... WaitEvents,
          std::enable_if_t<is_tile_data_v<TileDataSrc1> && all_events_v<WaitEvents...>, int> = 0>
PTO_INST RecordEvent TCMPS(TileDataDst &dst, TileDataSrc0 &src0, TileDataSrc1 &src1, CmpMode mode, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TCMPS", dst, src0, src1);
    uint64_t v = first_element(c, src1, "TCMPS");
    compare("TCMPS", dst, src0, nullptr, v, mode);
    return {};
}

/* dst = scalar on the valid region. */
template <typename TileData, typename... WaitEvents>
PTO_INST RecordEvent TEXPANDS(TileData &dst, typename TileData::DType scalar, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TEXPANDS", dst);
    pto_tile hd = dest(c, dst, "TEXPANDS", {});
    check(c, "TEXPANDS", pto_texpands_raw(c.machine(), &hd, raw_of(scalar)));
    bind(c, dst, hd);
    return {};
}

/* ---- select ---------------------------------------------------------------------- */

/* dst = mask bit ? src0 : src1; the mask is a compare's predicate result. */
template <typename TileData, typename MaskTile, typename TmpTile, typename... WaitEvents>
PTO_INST RecordEvent TSEL(TileData &dst, MaskTile &selMask, TileData &src0, TileData &src1, TmpTile &, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TSEL", dst, selMask, src0, src1);
    pto_tile hm = source(c, selMask, "TSEL", "mask");
    pto_tile ht = source(c, src0, "TSEL", "first source");
    pto_tile hf = source(c, src1, "TSEL", "second source");
    if (static_cast<int>(ht.valid_rows) != dst.vr_ || static_cast<int>(ht.valid_cols) != dst.vc_)
        fail(c.mode, "TSEL", PTO_ERR_ARG,
             "the first source's valid shape " + shape_text(ht.valid_rows, ht.valid_cols) +
                 " differs from the destination's " +
                 shape_text(static_cast<uint32_t>(dst.vr_), static_cast<uint32_t>(dst.vc_)) +
                 " (the ISA's TSEL makes a result of its sources' shape)");
    pto_tile hd = dest(c, dst, "TSEL", {&hm, &ht, &hf}, true);
    check(c, "TSEL", pto_tsel(c.machine(), &hd, &hm, &ht, &hf));
    bind(c, dst, hd);
    return {};
}

/* dst = mask bit ? src : scalar. */
template <typename TileDataDst, typename TileDataMask, typename TileDataSrc, typename TileDataTmp,
          typename... WaitEvents>
PTO_INST RecordEvent TSELS(TileDataDst &dst, TileDataMask &mask, TileDataSrc &src, TileDataTmp &,
                           typename TileDataSrc::DType scalar, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TSELS", dst, mask, src);
    pto_tile hm = source(c, mask, "TSELS", "mask");
    pto_tile hs = source(c, src, "TSELS", "source");
    pto_tile hd = dest(c, dst, "TSELS", {&hm, &hs});
    check(c, "TSELS", pto_tsels_raw(c.machine(), &hd, &hm, &hs, raw_of(scalar)));
    bind(c, dst, hd);
    return {};
}

/* ---- generators -------------------------------------------------------------------- */

/* One row: column k = start + k (descending: start - k), mod 2^W. */
template <typename TileData, typename T, int descending, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TCI(TileData &dst, T start, WaitEvents &...)
{
    static_assert(std::is_same<typename TileData::DType, T>::value, "TCI: the start's type is the tile's");
    using namespace sim::detail;
    Context &c = context_of("TCI", dst);
    pto_tile hd = dest(c, dst, "TCI", {});
    check(c, "TCI", pto_tci(c.machine(), &hd, raw_of(start), descending != 0));
    bind(c, dst, hd);
    return {};
}
template <typename TileData, typename TileDataTmp, typename T, int descending, typename... WaitEvents,
          std::enable_if_t<is_tile_data_v<TileDataTmp>, int> = 0>
PTO_INST RecordEvent TCI(TileData &dst, T start, TileDataTmp &, WaitEvents &... e)
{
    return TCI<TileData, T, descending>(dst, start, e...);
}

/* 1 (1.0) where j <= i + diagonal (lower, 0) or j >= i + diagonal (upper, 1), else 0. */
template <typename TileData, int isUpperOrLower, typename... WaitEvents>
PTO_INST RecordEvent TTRI(TileData &dst, int diagonal, WaitEvents &...)
{
    static_assert(isUpperOrLower == 0 || isUpperOrLower == 1, "TTRI: 0 lower, 1 upper");
    using namespace sim::detail;
    Context &c = context_of("TTRI", dst);
    pto_tile hd = dest(c, dst, "TTRI", {});
    check(c, "TTRI", pto_ttri(c.machine(), &hd, diagonal, isUpperOrLower == 1));
    bind(c, dst, hd);
    return {};
}

namespace sim {
namespace detail {
inline void fillpad(const char *op, TileBase &dst, TileBase &src, uint64_t pad)
{
    Context &c = context_of(op, dst, src);
    pto_tile hs = source(c, src, op, "source");
    uint64_t fill = fill_of(c, op, *dst.info_, pad);
    pto_tile hd = dest(c, dst, op, {&hs}, false, false);
    check(c, op, pto_tfillpad(c.machine(), &hd, &hs, fill));
    bind(c, dst, hd);
}
} // namespace detail
} // namespace sim

/* dst = src inside src's valid rectangle, the destination's pad value
 * everywhere else (TileDataDst::PadVal; +-infinity or the integer limits
 * for Max and Min). */
template <typename TileData, PadValue PadVal = PadValue::Zero, typename... WaitEvents>
PTO_INST RecordEvent TFILLPAD(TileData &dst, TileData &src, WaitEvents &...)
{
    constexpr PadValue p = TileData::PadVal != PadValue::Null ? TileData::PadVal : PadVal;
    sim::detail::fillpad("TFILLPAD", dst, src, static_cast<uint64_t>(p));
    return {};
}
template <TFillPadMode mode = TFillPadMode::Normal, typename DstTileData, typename SrcTileData,
          typename... WaitEvents>
PTO_INST RecordEvent TFILLPAD(DstTileData &dst, SrcTileData &src, WaitEvents &...)
{
    static_assert(sizeof(typename DstTileData::DType) == sizeof(typename SrcTileData::DType),
                  "TFILLPAD: the element sizes differ");
    static_assert(mode != TFillPadMode::Normal ||
                      (DstTileData::Rows == SrcTileData::Rows && DstTileData::Cols == SrcTileData::Cols),
                  "TFILLPAD: the static shapes differ (TFillPadMode::Expand allows a larger destination)");
    sim::detail::fillpad("TFILLPAD", dst, src, static_cast<uint64_t>(DstTileData::PadVal));
    return {};
}
template <typename DstTileData, typename SrcTileData, typename... WaitEvents>
PTO_INST RecordEvent TFILLPAD_EXPAND(DstTileData &dst, SrcTileData &src, WaitEvents &... e)
{
    return TFILLPAD<TFillPadMode::Expand>(dst, src, e...);
}
template <typename DstTileData, typename SrcTileData, typename... WaitEvents>
PTO_INST RecordEvent TFILLPAD_INPLACE(DstTileData &dst, SrcTileData &src, WaitEvents &... e)
{
    return TFILLPAD<TFillPadMode::InPlace>(dst, src, e...);
}

/* ---- rearrangement: TTRANS, TCONCAT, TEXTRACT, TINSERT, TGATHER, TSCATTER -------- */


/* dst = src transposed (raw bits); the scratch tile is not used. */
template <typename TileDataDst, typename TileDataSrc, typename TileDataTmp, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TTRANS(TileDataDst &dst, TileDataSrc &src, TileDataTmp &, WaitEvents &...)
{
    static_assert(sizeof(typename TileDataDst::DType) == sizeof(typename TileDataSrc::DType),
                  "TTRANS: the element sizes differ");
    using namespace sim::detail;
    Context &c = context_of("TTRANS", dst, src);
    pto_tile hs = source(c, src, "TTRANS", "source");
    result_shape(c, "TTRANS", dst, hs.valid_cols, hs.valid_rows, "the source's transposed");
    pto_tile hd = dest(c, dst, "TTRANS", {&hs});
    check(c, "TTRANS", pto_ttrans(c.machine(), &hd, &hs));
    bind(c, dst, hd);
    return {};
}

/* dst = src0's valid columns, then src1's (the same valid rows). */
template <typename TileDst, typename TileSrc0, typename TileSrc1, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TCONCAT(TileDst &dst, TileSrc0 &src0, TileSrc1 &src1, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TCONCAT", dst, src0, src1);
    pto_tile h0 = source(c, src0, "TCONCAT", "first source");
    pto_tile h1 = source(c, src1, "TCONCAT", "second source");
    result_shape(c, "TCONCAT", dst, h0.valid_rows, h0.valid_cols + h1.valid_cols, "the sources side by side");
    pto_tile hd = dest(c, dst, "TCONCAT", {&h0, &h1});
    check(c, "TCONCAT", pto_tconcat(c.machine(), &hd, &h0, &h1));
    bind(c, dst, hd);
    return {};
}

/* dst(r, c) = src(r + indexRow, c + indexCol).  The ISA carries the
 * offsets in LB0/LB1, which also give its result's valid shape (decisions
 * D29): indexCol (or src's valid rows) x indexRow (or src's valid
 * columns); a destination of another valid shape is refused. */
template <typename DstTileData, typename SrcTileData, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TEXTRACT(DstTileData &dst, SrcTileData &src, uint16_t indexRow = 0, uint16_t indexCol = 0,
                              WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TEXTRACT", dst, src);
    pto_tile hs = source(c, src, "TEXTRACT", "source");
    result_shape(c, "TEXTRACT", dst, indexCol ? indexCol : hs.valid_rows, indexRow ? indexRow : hs.valid_cols,
                 "the ISA's LB0/LB1 are both the offsets and the result's valid columns/rows, decisions D29");
    pto_tile hd = dest(c, dst, "TEXTRACT", {&hs});
    check(c, "TEXTRACT", pto_textract(c.machine(), &hd, &hs, indexRow, indexCol));
    bind(c, dst, hd);
    return {};
}

/* dst's valid rectangle at (indexRow, indexCol) = src; the rest of dst
 * (payload and definedness) as it was.  The ISA's LB rule (decisions D29)
 * allows a nonzero indexRow only equal to dst's valid columns and a
 * nonzero indexCol only equal to its valid rows; else TileLegality. */
template <typename DstTileData, typename SrcTileData, typename... WaitEvents, PTOSIM_EVENTS_OK>
PTO_INST RecordEvent TINSERT(DstTileData &dst, SrcTileData &src, uint16_t indexRow, uint16_t indexCol, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TINSERT", dst, src);
    pto_tile ho = source(c, dst, "TINSERT", "destination (its old value)");
    pto_tile hs = source(c, src, "TINSERT", "source");
    pto_tile hd = dest(c, dst, "TINSERT", {&ho, &hs});
    check(c, "TINSERT", pto_tinsert(c.machine(), &hd, &ho, &hs, indexRow, indexCol));
    bind(c, dst, hd);
    return {};
}

/* Index-based gather: dst(r, c) = src0(src1(r, c), c), src1 holding row
 * numbers (S16/U16/S32/U32/S64/U64); the scratch tile is not used. */
template <typename TileDataD, typename TileDataS0, typename TileDataS1, typename TileDataTmp, typename... WaitEvents,
          std::enable_if_t<is_tile_data_v<TileDataTmp> && all_events_v<WaitEvents...>, int> = 0>
PTO_INST RecordEvent TGATHER(TileDataD &dst, TileDataS0 &src0, TileDataS1 &src1, TileDataTmp &, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TGATHER", dst, src0, src1);
    pto_tile hv = source(c, src0, "TGATHER", "value source");
    pto_tile hi = source(c, src1, "TGATHER", "index source");
    result_shape(c, "TGATHER", dst, hi.valid_rows, hi.valid_cols, "the index tile's");
    pto_tile hd = dest(c, dst, "TGATHER", {&hv, &hi});
    check(c, "TGATHER", pto_tgather(c.machine(), &hd, &hv, &hi));
    bind(c, dst, hd);
    return {};
}

/* Index-based scatter: dst = zeros, then dst(indexes(r, c), c) = src(r, c);
 * duplicate, negative or out-of-range rows are TileLegality. */
template <typename TileDataD, typename TileDataS, typename TileDataI, typename... WaitEvents,
          std::enable_if_t<is_tile_data_v<TileDataI> && all_events_v<WaitEvents...>, int> = 0>
PTO_INST RecordEvent TSCATTER(TileDataD &dst, TileDataS &src, TileDataI &indexes, WaitEvents &...)
{
    using namespace sim::detail;
    Context &c = context_of("TSCATTER", dst, src, indexes);
    pto_tile hv = source(c, src, "TSCATTER", "source");
    pto_tile hi = source(c, indexes, "TSCATTER", "index source");
    result_shape(c, "TSCATTER", dst, static_cast<uint32_t>(dst.vr_), hv.valid_cols, "the source's valid columns");
    pto_tile hd = dest(c, dst, "TSCATTER", {&hv, &hi});
    check(c, "TSCATTER", pto_tscatter(c.machine(), &hd, &hv, &hi));
    bind(c, dst, hd);
    return {};
}

/* ---- TCVT ------------------------------------------------------------------------
 * TCVT(dst, src, RoundMode[, SaturationMode]): dst = src converted to
 * dst's element type, element by element; dst has src's shape and valid
 * shape.  The Tile Lib's RoundMode maps to the B.DATR RMode: CAST_NONE ->
 * the operation default (RTZ float -> integer, else RNE), CAST_RINT -> RNE,
 * CAST_ROUND -> RNA, CAST_FLOOR -> RTM, CAST_CEIL -> RTP, CAST_TRUNC -> RTZ,
 * CAST_ODD -> RTO.  SaturationMode::ON sets B.DATR Sat, OFF clears it; the
 * form without a SaturationMode leaves Sat clear (the ISA default).  The
 * forms with a tmp tile ignore it (ptosim needs no scratch). */
#ifndef PTOSIM_HAVE_ROUND_MODE
enum class RoundMode : uint8_t {
    CAST_NONE = 0, CAST_RINT = 1, CAST_ROUND = 2, CAST_FLOOR = 3, CAST_CEIL = 4, CAST_TRUNC = 5, CAST_ODD = 6,
};
enum class SaturationMode : uint8_t { ON = 0, OFF = 1 };
#endif
namespace sim {
namespace detail {
inline pto_rmode rmode_of(RoundMode m)
{
    switch (m) {
    case RoundMode::CAST_RINT: return PTO_RMODE_RNE;
    case RoundMode::CAST_ROUND: return PTO_RMODE_RNA;
    case RoundMode::CAST_FLOOR: return PTO_RMODE_RTM;
    case RoundMode::CAST_CEIL: return PTO_RMODE_RTP;
    case RoundMode::CAST_TRUNC: return PTO_RMODE_RTZ;
    case RoundMode::CAST_ODD: return PTO_RMODE_RTO;
    default: return PTO_RMODE_DEFAULT;
    }
}
inline void tcvt(TileBase &dst, TileBase &src, RoundMode mode, bool sat)
{
    const char *op = "TCVT";
    Context &c = context_of(op, dst, src);
    pto_tile hs = source(c, src, op, "source");
    pto_tile hd = dest(c, dst, op, {&hs});
    if (hd.rows != hs.rows || hd.cols != hs.cols || hd.valid_rows != hs.valid_rows || hd.valid_cols != hs.valid_cols)
        fail(c.mode, op, PTO_ERR_ARG, "the destination's shape or valid shape differs from the source's");
    check(c, op, pto_tcvt(c.machine(), &hd, &hs, hd.dtype, rmode_of(mode), sat));
    bind(c, dst, hd);
}
} // namespace detail
} // namespace sim
template <typename TileDataD, typename TileDataS, typename... WaitEvents>
PTO_INST RecordEvent TCVT(TileDataD &dst, TileDataS &src, RoundMode mode, SaturationMode satMode, WaitEvents &...)
{
    sim::detail::tcvt(dst, src, mode, satMode == SaturationMode::ON);
    return {};
}
template <typename TileDataD, typename TileDataS, typename... WaitEvents>
PTO_INST RecordEvent TCVT(TileDataD &dst, TileDataS &src, RoundMode mode, WaitEvents &...)
{
    sim::detail::tcvt(dst, src, mode, false);
    return {};
}
template <typename TileDataD, typename TileDataS, typename TmpTileData, typename... WaitEvents>
PTO_INST RecordEvent TCVT(TileDataD &dst, TileDataS &src, TmpTileData &, RoundMode mode, SaturationMode satMode,
                          WaitEvents &...)
{
    sim::detail::tcvt(dst, src, mode, satMode == SaturationMode::ON);
    return {};
}
template <typename TileDataD, typename TileDataS, typename TmpTileData, typename... WaitEvents>
PTO_INST RecordEvent TCVT(TileDataD &dst, TileDataS &src, TmpTileData &, RoundMode mode, WaitEvents &...)
{
    sim::detail::tcvt(dst, src, mode, false);
    return {};
}

/* ---- the CUBE matrix family (spec-digest-2 §8.3, §10) -------------------------
 * TileLeft (A, M x K) lives in CUBE_M16 (Rows <= 16) or CUBE_M32 (Rows <= 32),
 * TileRight (B, K x N) in CUBE_N8, TileAcc (C, D) in A's layout with the
 * accumulator type, TileBias is a RowMajor 1 x N row; TLOAD of a TileLeft /
 * TileRight is the CUBE transport (ND2M16 / ND2M32 / ND2N8), TSTORE of a
 * TileAcc stores it row-major (M162ND / M322ND).  TMATMUL(c, a, b),
 * TMATMUL_ACC(cOut, cIn, a, b) and TMATMUL_ACC(c, a, b) (c in place: the new
 * D replaces c's buffer), TMATMUL_BIAS(c, a, b, bias), TMATMUL_MX(c, a,
 * aScale, b, bScale) (an FP16/BF16 side's scale is not read) and its
 * six-tile ACC and BIAS forms, TGEMV, TGEMV_ACC, TGEMV_BIAS, TGEMV_MX (the
 * same three forms): the Tile Lib's argument order, each one bundle with
 * B.FPATR 0x00002023; numerics as the machine's profile (decisions D25). */
template <typename T, int Rows_, int Cols_, int RowValid_ = Rows_, int ColValid_ = Cols_>
using TileLeft = Tile<TileType::Left, T, Rows_, Cols_, BLayout::ColMajor, RowValid_, ColValid_, SLayout::RowMajor>;
template <typename T, int Rows_, int Cols_, int RowValid_ = Rows_, int ColValid_ = Cols_>
using TileRight = Tile<TileType::Right, T, Rows_, Cols_, BLayout::RowMajor, RowValid_, ColValid_, SLayout::ColMajor>;
template <typename T, int Rows_, int Cols_, int RowValid_ = Rows_, int ColValid_ = Cols_>
using TileAcc = Tile<TileType::Acc, T, Rows_, Cols_, BLayout::ColMajor, RowValid_, ColValid_, SLayout::RowMajor,
                     TileConfig::fractalCSize>;

namespace sim {
namespace detail {
template <typename T>
constexpr unsigned cube_layout()
{
    return T::Loc == TileType::Right ? PTO_LAYOUT_CUBE_N8 : T::Rows <= 16 ? PTO_LAYOUT_CUBE_M16 : PTO_LAYOUT_CUBE_M32;
}

/* A CUBE destination handle: the Tile's type and valid shape, the
 * context's mask, a hand with a free slot; the buffer's old tile released
 * unless a source reads it. */
inline pto_tile cube_dest(Context &c, TileBase &d, std::initializer_list<const pto_tile *> sources)
{
    pto_tile h = pto_tile_make(d.info_->code, 0, 0);
    h.valid_rows = static_cast<uint32_t>(d.vr_);
    h.valid_cols = static_cast<uint32_t>(d.vc_);
    h.mask = c.pe_mask;
    take_slot(c, d, sources, h);
    return h;
}

/* A matrix source: the CUBE tile its buffer holds (loaded by TLOAD or made
 * by a matrix instruction). */
inline pto_tile cube_source(Context &c, TileBase &t, const char *op, const char *role)
{
    Slot &s = slot_of(t);
    if (!s.has_value)
        fail(c.mode, op, PTO_ERR_STATE, std::string("the ") + role + " holds no value (TLOAD it first)");
    return source(c, t, op, role);
}

inline void tload_cube(const char *op, TileBase &d, const GmView &v, unsigned layout)
{
    Context &c = context_of(op, d);
    uint64_t gm, stride;
    std::string why;
    uint32_t rows = static_cast<uint32_t>(d.vr_), cols = static_cast<uint32_t>(d.vc_);
    if (!gm_rows(v, rows, cols, &gm, &stride, &why)) fail(c.mode, op, PTO_ERR_UNIMPLEMENTED, why);
    DeviceMemory::get().push(c.machine(), gm, span_end(gm, rows, cols, v.elem, stride * v.elem));
    pto_tile hd = cube_dest(c, d, {});
    hd.pad = pad_of(c, op, *d.info_);
    check(c, op, pto_tload_cube(c.machine(), &hd, layout, gm, stride * v.elem));
    bind(c, d, hd);
}

inline void tstore_cube(const char *op, const GmView &v, TileBase &s)
{
    Context &c = context_of(op, s);
    pto_tile hs = cube_source(c, s, op, "source");
    uint64_t gm, stride;
    std::string why;
    if (!gm_rows(v, hs.valid_rows, hs.valid_cols, &gm, &stride, &why)) fail(c.mode, op, PTO_ERR_UNIMPLEMENTED, why);
    uint64_t end = span_end(gm, hs.valid_rows, hs.valid_cols, s.info_->elem_bytes, stride * v.elem);
    DeviceMemory::get().push(c.machine(), gm, end);
    check(c, op, pto_tstore_cube(c.machine(), &hs, gm, stride * v.elem));
    DeviceMemory::get().pull(c.machine(), gm, end);
}

/* One matrix instruction: its sources in stream order (nullptr: absent). */
template <typename Fn>
inline void matrix(const char *op, TileBase &d, std::initializer_list<TileBase *> srcs, Fn call)
{
    Context &c = context_of(op, d);
    pto_tile h[6];
    const pto_tile *p[6] = {nullptr, nullptr, nullptr, nullptr, nullptr, nullptr};
    size_t n = 0;
    for (TileBase *t : srcs) {
        if (t) {
            h[n] = cube_source(c, *t, op, "source");
            p[n] = &h[n];
        }
        n++;
    }
    pto_tile hd = cube_dest(c, d, {p[0], p[1], p[2], p[3], p[4], p[5]});
    check(c, op, call(c.machine(), &hd, p));
    bind(c, d, hd);
}

template <typename T>
inline bool mx_scaled()
{
    return !std::is_same<typename T::DType, half>::value && !std::is_same<typename T::DType, bfloat16_t>::value;
}
} // namespace detail
} // namespace sim

template <typename TileRes, typename TileLeft_, typename TileRight_, typename... WaitEvents>
PTO_INST RecordEvent TMATMUL(TileRes &cMatrix, TileLeft_ &aMatrix, TileRight_ &bMatrix, WaitEvents &...)
{
    sim::detail::matrix("TMATMUL", cMatrix, {&aMatrix, &bMatrix}, [](pto_machine *m, pto_tile *d, const pto_tile **s) {
        return pto_tmatmul(m, d, s[0], s[1]);
    });
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileRight_, typename... WaitEvents>
PTO_INST RecordEvent TMATMUL_ACC(TileRes &cOutMatrix, TileRes &cInMatrix, TileLeft_ &aMatrix, TileRight_ &bMatrix,
                                 WaitEvents &...)
{
    sim::detail::matrix("TMATMUL_ACC", cOutMatrix, {&cInMatrix, &aMatrix, &bMatrix},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tmatmul_acc(m, d, s[0], s[1], s[2]); });
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileRight_, typename... WaitEvents,
          std::enable_if_t<!(is_tile_data_v<WaitEvents> || ...), int> = 0>
PTO_INST RecordEvent TMATMUL_ACC(TileRes &cMatrix, TileLeft_ &aMatrix, TileRight_ &bMatrix, WaitEvents &...)
{
    sim::detail::matrix("TMATMUL_ACC", cMatrix, {&cMatrix, &aMatrix, &bMatrix},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tmatmul_acc(m, d, s[0], s[1], s[2]); });
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileRight_, typename TileBias, typename... WaitEvents>
PTO_INST RecordEvent TMATMUL_BIAS(TileRes &cMatrix, TileLeft_ &aMatrix, TileRight_ &bMatrix, TileBias &biasData,
                                  WaitEvents &...)
{
    sim::detail::matrix("TMATMUL_BIAS", cMatrix, {&aMatrix, &bMatrix, &biasData},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tmatmul_bias(m, d, s[0], s[1], s[2]); });
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileLeftScale, typename TileRight_, typename TileRightScale,
          typename... WaitEvents, std::enable_if_t<!(is_tile_data_v<WaitEvents> || ...), int> = 0>
PTO_INST RecordEvent TMATMUL_MX(TileRes &cMatrix, TileLeft_ &aMatrix, TileLeftScale &aScaleMatrix, TileRight_ &bMatrix,
                                TileRightScale &bScaleMatrix, WaitEvents &...)
{
    sim::detail::matrix("TMATMUL_MX", cMatrix,
                        {&aMatrix, sim::detail::mx_scaled<TileLeft_>() ? &aScaleMatrix : nullptr, &bMatrix,
                         sim::detail::mx_scaled<TileRight_>() ? &bScaleMatrix : nullptr},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tmatmul_mx(m, d, s[0], s[1], s[2], s[3]); });
    return {};
}
/* The six-tile forms: (cOut, cIn, a, aScale, b, bScale) is TMATMUL_MX_ACC
 * (cIn a TileAcc), (c, a, aScale, b, bScale, bias) TMATMUL_MX_BIAS; the same
 * for TGEMV_MX. */
namespace sim {
namespace detail {
using Mx5 = pto_result (*)(pto_machine *, pto_tile *, const pto_tile *, const pto_tile *, const pto_tile *,
                           const pto_tile *, const pto_tile *);
/* The six-tile MX forms: (cOut, cIn, a, aScale, b, bScale) with cIn a
 * TileAcc is the ACC operation, (c, a, aScale, b, bScale, bias) the BIAS
 * one. */
template <typename T0, typename T1, typename T2, typename T3, typename T4, typename T5>
inline void mx_six(const char *acc_name, Mx5 acc, const char *bias_name, Mx5 bias, T0 &t0, T1 &t1, T2 &t2, T3 &t3,
                   T4 &t4, T5 &t5)
{
    if constexpr (T1::Loc == TileType::Acc)
        matrix(acc_name, t0, {&t1, &t2, mx_scaled<T2>() ? &t3 : nullptr, &t4, mx_scaled<T4>() ? &t5 : nullptr},
               [acc](pto_machine *m, pto_tile *d, const pto_tile **s) { return acc(m, d, s[0], s[1], s[2], s[3], s[4]); });
    else
        matrix(bias_name, t0, {&t1, mx_scaled<T1>() ? &t2 : nullptr, &t3, mx_scaled<T3>() ? &t4 : nullptr, &t5},
               [bias](pto_machine *m, pto_tile *d, const pto_tile **s) {
                   return bias(m, d, s[0], s[1], s[2], s[3], s[4]);
               });
}
} // namespace detail
} // namespace sim
template <typename T0, typename T1, typename T2, typename T3, typename T4, typename T5, typename... WaitEvents,
          std::enable_if_t<!(is_tile_data_v<WaitEvents> || ...), int> = 0>
PTO_INST RecordEvent TMATMUL_MX(T0 &t0, T1 &t1, T2 &t2, T3 &t3, T4 &t4, T5 &t5, WaitEvents &...)
{
    sim::detail::mx_six("TMATMUL_MX_ACC", pto_tmatmul_mx_acc, "TMATMUL_MX_BIAS", pto_tmatmul_mx_bias, t0, t1, t2, t3, t4,
                        t5);
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileLeftScale, typename TileRight_, typename TileRightScale,
          typename... WaitEvents, std::enable_if_t<!(is_tile_data_v<WaitEvents> || ...), int> = 0>
PTO_INST RecordEvent TGEMV_MX(TileRes &cMatrix, TileLeft_ &aMatrix, TileLeftScale &aScaleMatrix, TileRight_ &bMatrix,
                              TileRightScale &bScaleMatrix, WaitEvents &...)
{
    sim::detail::matrix("TGEMV_MX", cMatrix,
                        {&aMatrix, sim::detail::mx_scaled<TileLeft_>() ? &aScaleMatrix : nullptr, &bMatrix,
                         sim::detail::mx_scaled<TileRight_>() ? &bScaleMatrix : nullptr},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tgemv_mx(m, d, s[0], s[1], s[2], s[3]); });
    return {};
}
template <typename T0, typename T1, typename T2, typename T3, typename T4, typename T5, typename... WaitEvents,
          std::enable_if_t<!(is_tile_data_v<WaitEvents> || ...), int> = 0>
PTO_INST RecordEvent TGEMV_MX(T0 &t0, T1 &t1, T2 &t2, T3 &t3, T4 &t4, T5 &t5, WaitEvents &...)
{
    sim::detail::mx_six("TGEMV_MX_ACC", pto_tgemv_mx_acc, "TGEMV_MX_BIAS", pto_tgemv_mx_bias, t0, t1, t2, t3, t4, t5);
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileRight_, typename... WaitEvents>
PTO_INST RecordEvent TGEMV(TileRes &cMatrix, TileLeft_ &aMatrix, TileRight_ &bMatrix, WaitEvents &...)
{
    sim::detail::matrix("TGEMV", cMatrix, {&aMatrix, &bMatrix},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tgemv(m, d, s[0], s[1]); });
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileRight_, typename... WaitEvents>
PTO_INST RecordEvent TGEMV_ACC(TileRes &cOutMatrix, TileRes &cInMatrix, TileLeft_ &aMatrix, TileRight_ &bMatrix,
                               WaitEvents &...)
{
    sim::detail::matrix("TGEMV_ACC", cOutMatrix, {&cInMatrix, &aMatrix, &bMatrix},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tgemv_acc(m, d, s[0], s[1], s[2]); });
    return {};
}
template <typename TileRes, typename TileLeft_, typename TileRight_, typename TileBias, typename... WaitEvents>
PTO_INST RecordEvent TGEMV_BIAS(TileRes &cMatrix, TileLeft_ &aMatrix, TileRight_ &bMatrix, TileBias &biasData,
                                WaitEvents &...)
{
    sim::detail::matrix("TGEMV_BIAS", cMatrix, {&aMatrix, &bMatrix, &biasData},
                        [](pto_machine *m, pto_tile *d, const pto_tile **s) { return pto_tgemv_bias(m, d, s[0], s[1], s[2]); });
    return {};
}

#undef PTOSIM_EVENTS_OK

namespace sim {
/* The Local tile index (0..63) that holds t's buffer, -1 when it holds none. */
template <typename TileData>
inline int tile_index(TileData &t)
{
    detail::Slot &s = detail::slot_of(t);
    return s.has_value ? s.h.index : -1;
}
} // namespace sim

} // namespace pto

#endif
