/* ptosim Tile Lib layer: the Tile Lib's enumerations, Tile, Shape, Stride
 * and GlobalTensor, and how a Tile object maps onto the machine's tiles.
 *
 * A Tile object names a buffer the kernel reuses; the ISA instead makes a
 * fresh Local tile for every result.  So each buffer (a TASSIGN address in
 * manual mode; an object of its own in auto mode, or when never assigned)
 * holds the ISA tile of its latest value: an instruction writing the
 * buffer rebinds it to the new destination and releases the tile it held
 * (pto_tile_release, simulator control).  Objects TASSIGNed to the same
 * address, and copies of an object, share the buffer; a buffer written
 * over the bytes of another TASSIGNed buffer ends that buffer's value.
 * The buffer is released with the last object naming it.
 *
 * A buffer that was never written is, used as a source, an ISA tile with
 * no defined element, so the ISA rejects the read (TileLegality).  A Tile
 * maps to a row-major Local tile of the same element type and valid shape
 * whose column count is Cols rounded up to a power of two and whose size is
 * the next power of two of at least 128 bytes (the ISA's Local tile
 * shapes); larger than 64 KiB is an error.  Only row-major, unboxed Tile
 * layouts have an ISA tile here. */
#ifndef PTOSIM_COMPAT_SIM_TILE_HPP
#define PTOSIM_COMPAT_SIM_TILE_HPP

#include <cstddef>
#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>
#include <type_traits>

#include "pto/sim/context.hpp"
#include "pto/sim/types.hpp"

namespace pto {

enum class TileType { Vec, Mat, Left, Right, Acc, Bias, Scaling, ScaleLeft, ScaleRight, Ctrl };
enum class BLayout { RowMajor = 0, ColMajor = 1 };
enum class SLayout { NoneBox = 0, RowMajor = 1, ColMajor = 2 };
enum class CompactMode { Null = 0, Normal = 1, RowPlusOne = 2 };
enum class CmpMode { EQ = 0, NE = 1, LT = 2, LE = 3, GT = 4, GE = 5 };
enum class Layout { ND, DN, NZ, SCALE, MX_A_ZZ, MX_A_ND, MX_ADN, MX_B_NN, MX_B_ND, MX_B_DN };
enum class GlobalTensorDim { DIM_0 = 0, DIM_1 = 1, DIM_2 = 2, DIM_3 = 3, DIM_4 = 4 };
enum class AtomicType { AtomicNone = 0, AtomicAdd = 1 };
enum class TFillPadMode { Normal, InPlace, Expand };
enum class DivAlgorithm { DEFAULT, HIGH_PRECISION };
enum class RemAlgorithm { DEFAULT, HIGH_PRECISION };
enum class RemSAlgorithm { DEFAULT, HIGH_PRECISION };
enum class Coalesce { Row, Elem };
enum class GatherOOB : uint8_t { Undefined = 0, Clamp = 1, Wrap = 2, Zero = 3 };
enum class ScatterAtomicOp { None, Add, Max, Min };
enum class ScatterOOB : uint8_t { Undefined = 0, Skip = 1, Clamp = 2, Wrap = 3 };
enum class ScatterConflict { Default, Last };

/* Pad values: Null, Zero, Max, Min, or a custom constant: raw bits (a
 * float's, or 16 given bits), of which an element takes its low bits. */
enum class PadValue : uint64_t { Null = 0, Zero = 1, Max = 2, Min = 3 };
constexpr PadValue PadValueCustom(float v)
{
    return static_cast<PadValue>((uint64_t{1} << 32) | __builtin_bit_cast(uint32_t, v));
}
constexpr PadValue PadValueCustom16(uint16_t bits) { return static_cast<PadValue>((uint64_t{2} << 32) | bits); }
constexpr bool isCustomPadValue(PadValue p) { return (static_cast<uint64_t>(p) >> 32) != 0; }
/* The raw bits of a custom pad value (an element of that width takes its low bits). */
constexpr uint32_t getCustomPadBits(PadValue p) { return static_cast<uint32_t>(static_cast<uint64_t>(p)); }

constexpr int DYNAMIC = -1;

struct TileConfig {
    static constexpr int fractalABSize = 512;
    static constexpr int fractalCSize = 1024;
    static constexpr int alignedSize = 32;
};

namespace sim {
namespace detail {

/* What the instructions need to know of a Tile type. */
struct TileInfo {
    const char *dtype;    /* the ptosim DataType name of the element type */
    unsigned code;        /* and its DataType code (PTO_DT_*) */
    unsigned elem_bytes;
    int rows, cols;       /* the Tile's static shape */
    uint64_t pad;         /* its PadValue */
    bool row_major;       /* SLayout::NoneBox and BLayout::RowMajor, or one column (a column-major
                             Rows x 1 Tile is laid out as the row-major one) */
    bool is_float, is_signed;
    uint32_t local_rows, local_cols, local_bytes; /* its Local tile shape (local_shape); 0: none fits */
};

/* The ptosim DataType of an element type: its name and code ({nullptr, 0}
 * for a type that has none). */
struct ElementDtype {
    const char *name;
    unsigned code;
};
template <typename T>
constexpr ElementDtype element_dtype()
{
    if constexpr (std::is_same<T, float>::value) return {"FP32", PTO_DT_FP32};
    else if constexpr (std::is_same<T, double>::value) return {"FP64", PTO_DT_FP64};
    else if constexpr (std::is_same<T, half>::value) return {"FP16", PTO_DT_FP16};
    else if constexpr (std::is_same<T, bfloat16_t>::value) return {"BF16", PTO_DT_BF16};
    else if constexpr (std::is_integral<T>::value && !std::is_same<T, bool>::value) {
        constexpr bool s = std::is_signed<T>::value;
        if constexpr (sizeof(T) == 1) return s ? ElementDtype{"S8", PTO_DT_S8} : ElementDtype{"U8", PTO_DT_U8};
        else if constexpr (sizeof(T) == 2) return s ? ElementDtype{"S16", PTO_DT_S16} : ElementDtype{"U16", PTO_DT_U16};
        else if constexpr (sizeof(T) == 4) return s ? ElementDtype{"S32", PTO_DT_S32} : ElementDtype{"U32", PTO_DT_U32};
        else return s ? ElementDtype{"S64", PTO_DT_S64} : ElementDtype{"U64", PTO_DT_U64};
    } else
        return {nullptr, 0};
}
template <typename T>
constexpr const char *dtype_name()
{
    return element_dtype<T>().name;
}
/* The DataType code of dtype_name<T>(), without a lookup by name. */
template <typename T>
constexpr unsigned dtype_code_of()
{
    return element_dtype<T>().code;
}

/* The raw encoding of a scalar of an element type. */
template <typename T>
inline uint64_t raw_of(T v)
{
    if constexpr (std::is_same<T, float>::value) {
        uint32_t u;
        std::memcpy(&u, &v, 4);
        return u;
    } else if constexpr (std::is_same<T, double>::value) {
        uint64_t u;
        std::memcpy(&u, &v, 8);
        return u;
    } else if constexpr (std::is_same<T, half>::value || std::is_same<T, bfloat16_t>::value) {
        return v.bits();
    } else {
        static_assert(std::is_integral<T>::value, "a scalar of an element type");
        return static_cast<uint64_t>(static_cast<std::make_unsigned_t<T>>(v));
    }
}

constexpr uint32_t pow2_at_least(uint64_t v)
{
    if (v <= 1) return 1;
    if (v > 0x80000000u) return 0;
#if defined(__GNUC__)
    return uint32_t{1} << (32 - __builtin_clz(static_cast<uint32_t>(v - 1)));
#else
    uint32_t p = 1;
    while (p < v) p <<= 1;
    return p;
#endif
}

/* The Local tile shape of a rows x cols Tile of elem_bytes elements (see
 * the file comment): {rows, cols, bytes}, all 0 if none fits. */
struct LocalShape {
    uint32_t rows, cols, bytes;
};
constexpr LocalShape local_shape(uint64_t rows, uint64_t cols, uint64_t elem_bytes)
{
    uint32_t pc = pow2_at_least(cols);
    uint64_t row_bytes = static_cast<uint64_t>(pc) * elem_bytes;
    if (!pc || row_bytes > 65536u || rows > 65536u) return LocalShape{0, 0, 0}; /* and no product wraps */
    uint64_t total = row_bytes * rows;
    uint32_t b = pow2_at_least(total < 128 ? 128 : total);
    if (!b || b > 65536u || row_bytes > b) return LocalShape{0, 0, 0};
    return LocalShape{static_cast<uint32_t>(b / row_bytes), pc, b};
}

class TileBase;
inline void unref(TileBase &t);
inline void ref_key(TileBase &t, uint64_t key, bool manual, uint64_t bytes);

/* The part of a Tile every instruction works with. */
class TileBase {
public:
    TileBase(const TileInfo *info, int vr, int vc) : info_(info), vr_(vr), vc_(vc)
    {
        ctx_ = current_context();
        ref_key(*this, ctx_->auto_key(), false, 0);
    }
    TileBase(const TileBase &o) : info_(o.info_), vr_(o.vr_), vc_(o.vc_), ctx_(o.ctx_)
    {
        ref_key(*this, o.key_, false, 0);
    }
    TileBase &operator=(const TileBase &o)
    {
        if (this == &o) return *this;
        unref(*this);
        vr_ = o.vr_;
        vc_ = o.vc_;
        ctx_ = o.ctx_;
        ref_key(*this, o.key_, false, 0);
        return *this;
    }
    ~TileBase() { unref(*this); }

    int GetValidRow() const { return vr_; }
    int GetValidCol() const { return vc_; }

    const TileInfo *info_;
    int vr_, vc_;
    std::shared_ptr<Context> ctx_;
    uint64_t key_ = 0;
    Slot *slot_ = nullptr; /* ctx_->slots[key_]: a map's elements stay where they are until erased */
};

inline void ref_key(TileBase &t, uint64_t key, bool manual, uint64_t bytes)
{
    Slot &s = t.ctx_->slots[key];
    s.users++;
    if (manual) {
        s.manual = true;
        s.lo = key;
        if (key + bytes > s.hi) s.hi = key + bytes;
        t.ctx_->manual[key] = &s;
        if (s.hi - s.lo > t.ctx_->manual_span) t.ctx_->manual_span = s.hi - s.lo;
        t.ctx_->manual_epoch++; /* a buffer may overlap this one now */
    }
    t.key_ = key;
    t.slot_ = &s;
}

/* A copy of handle h, field by field.  A plain copy of the 36-byte struct
 * is what compilers may emit as a string move (GCC 12 at -O2: rep movsl,
 * about 6 ns a call on the hosts measured); the fields are nine 4-byte
 * moves, and no later load of a field spans two stores. */
PTOSIM_INLINE void copy_handle(pto_tile &to, const pto_tile &h)
{
    to.index = h.index;
    to.dtype = h.dtype;
    to.rows = h.rows;
    to.cols = h.cols;
    to.valid_rows = h.valid_rows;
    to.valid_cols = h.valid_cols;
    to.pad = h.pad;
    to.mask = h.mask;
    to.hand = h.hand;
}
/* Clears handle h to no tile (index -1, every other field 0), field by
 * field for the same reason: GCC 12 at -O2 zeroes the struct with rep
 * stosl, about 2-3 ns on every write of a buffer that held a tile. */
inline void clear_handle(pto_tile &h)
{
    h.index = -1;
    h.dtype = 0;
    h.rows = h.cols = h.valid_rows = h.valid_cols = 0;
    h.pad = PTO_PAD_NULL;
    h.mask = 0;
    h.hand = 0;
}

/* True if slot s still names the ISA tile it describes (a pto_reset, say,
 * ends every tile); *d is then that tile's description. */
inline bool slot_live(pto_machine *m, const Slot &s, pto_tile_desc *d)
{
    if (!s.has_value || s.h.index < 0) return false;
    if (pto_tile_describe(m, static_cast<unsigned>(s.h.index), d) != PTO_OK) return false;
    unsigned mask = s.h.mask ? s.h.mask : 0x8u;
    return d->rows == s.h.rows && d->cols == s.h.cols && d->valid_rows == s.h.valid_rows &&
           d->valid_cols == s.h.valid_cols && d->mask == mask &&
           (d->kind == PTO_TILE_PREDICATE || d->dtype == s.h.dtype);
}
inline bool slot_live(pto_machine *m, const Slot &s)
{
    if (s.has_value && pto_tile_live(m, &s.h)) return true; /* which implies the test below */
    pto_tile_desc d;
    return slot_live(m, s, &d);
}

/* The tiles others have ended on c's machine so far (see Slot::live_at). */
PTOSIM_INLINE uint64_t others_ended(const Context &c) { return c.census().ended - c.own_ended; }

/* Releases tile index, one this context made (counted as its own end). */
PTOSIM_INLINE void release_own(Context &c, int index)
{
    if (index >= 0 && pto_tile_release(c.machine(), static_cast<unsigned>(index)) == PTO_OK) c.own_ended++;
}

/* Ends slot s's value, releasing its tile if that still lives; others is
 * the count of tiles others have ended (others_ended): an instruction
 * passes the count its context_of took, as nothing it does before its
 * call ends another's tile, and a call that succeeds ends none. */
PTOSIM_INLINE void drop_value(Context &c, Slot &s, uint64_t others)
{
    if (s.has_value && (s.live_at == others || slot_live(c.machine(), s))) release_own(c, s.h.index);
    s.has_value = false;
    clear_handle(s.h);
}
inline void drop_value(Context &c, Slot &s) { drop_value(c, s, others_ended(c)); }

inline void unref(TileBase &t)
{
    if (!t.ctx_) return;
    auto it = t.ctx_->slots.find(t.key_);
    if (it == t.ctx_->slots.end()) return;
    if (--it->second.users == 0) {
        drop_value(*t.ctx_, it->second);
        if (it->second.manual) t.ctx_->manual.erase(it->second.lo);
        t.ctx_->slots.erase(it);
    }
}

PTOSIM_INLINE Slot &slot_of(TileBase &t) { return *t.slot_; }

inline std::string tile_name(int index)
{
    char b[8];
    pto_tile_name(static_cast<unsigned>(index), b);
    return b;
}

inline std::string shape_text(uint32_t r, uint32_t c) { return std::to_string(r) + "x" + std::to_string(c); }

/* The context of an instruction's tiles (they must share one), each
 * compared with the first's directly (no list in memory); it notes the
 * tiles others have ended so far (Context::others_ended). */
[[noreturn]] PTOSIM_NOINLINE inline void different_machines(Context &c, const char *op)
{
    fail_text(c.mode, op, PTO_ERR_ARG, "the tiles belong to different machines (pto::sim::use_machine)");
}
template <typename... Rest>
PTOSIM_INLINE Context &context_of(const char *op, const TileBase &first, const Rest &...rest)
{
    Context *c = first.ctx_.get();
    if (((rest.ctx_.get() != c) || ...)) different_machines(*c, op);
    c->others_ended = others_ended(*c);
    return *c;
}

/* The Local tile shape of a Tile (see the file comment), as its type
 * computed it. */
inline bool physical_shape(const TileInfo &i, uint32_t *rows, uint32_t *cols, uint32_t *bytes)
{
    if (!i.local_bytes) return false;
    *rows = i.local_rows;
    *cols = i.local_cols;
    *bytes = i.local_bytes;
    return true;
}

inline std::string tile_text(const TileInfo &i)
{
    return std::string("Tile<") + i.dtype + " " + std::to_string(i.rows) + "x" + std::to_string(i.cols) + ">";
}

/* The lowest free slot (the lowest free name under the flat naming that
 * tile.h needs), or -1. */
PTOSIM_INLINE int free_index(const Context &c)
{
    uint64_t unused = ~c.census().slots;
    if (!unused) return -1;
#if defined(__GNUC__)
    return __builtin_ctzll(unused);
#else
    int i = 0;
    while (!(unused & 1u)) unused >>= 1, i++;
    return i;
#endif
}

/* The ISA tile a source Tile reads: its buffer's value, or a tile with no
 * defined element when the buffer was never written.  A numeric value
 * must have the Tile's element type and valid shape.  The handle is the
 * buffer's own (Slot::h), valid until the buffer's value changes: a
 * caller that writes a buffer before its call (dest) keeps a copy. */
PTOSIM_NOINLINE inline const pto_tile &source_slow(Context &c, TileBase &t, const char *op, const char *role)
{
    Slot &s = slot_of(t);
    const TileInfo &i = *t.info_;
    pto_machine *m = c.machine();
    pto_tile_desc d;
    if (s.has_value && !slot_live(m, s, &d))
        fail(c.mode, op, PTO_ERR_STATE,
             std::string("the ") + role + " held " + tile_name(s.h.index) + ", which no longer exists (a pto_reset?)");
    if (!s.has_value) {
        if (!i.row_major)
            fail(c.mode, op, PTO_ERR_UNIMPLEMENTED,
                 std::string("the ") + role + " is not a row-major, unboxed Tile; ptosim's tiles here are row-major");
        uint32_t pr, pc, bytes;
        if (!physical_shape(i, &pr, &pc, &bytes))
            fail(c.mode, op, PTO_ERR_ARG, tile_text(i) + " does not fit a Local tile of at most 64 KiB");
        int idx = free_index(c);
        if (idx < 0) fail(c.mode, op, PTO_ERR_STATE, "all 64 Local tiles are in use");
        d = pto_tile_desc{};
        d.kind = PTO_TILE_NUMERIC;
        d.dtype = i.code;
        d.capacity = bytes;
        d.rows = pr;
        d.cols = pc;
        d.valid_rows = static_cast<uint32_t>(t.vr_);
        d.valid_cols = static_cast<uint32_t>(t.vc_);
        d.layout = PTO_LAYOUT_ROW_MAJOR;
        d.mask = c.pe_mask;
        pto_result r{};
        r.status = pto_tile_configure(m, static_cast<unsigned>(idx), &d);
        check(c, op, r);
        s.h = pto_tile_make(d.dtype, pr, pc);
        s.h.index = idx;
        s.h.valid_rows = d.valid_rows;
        s.h.valid_cols = d.valid_cols;
        s.h.mask = d.mask;
        s.has_value = true;
        return s.h;
    }
    if (d.kind == PTO_TILE_PREDICATE) return s.h; /* d: slot_live's description */
    if (s.h.dtype != i.code)
        fail(c.mode, op, PTO_ERR_ARG,
             std::string("the ") + role + " reads " + tile_name(s.h.index) + " as " + i.dtype + " but it holds " +
                 pto_dtype_name(s.h.dtype) + " (a buffer TASSIGNed to two element types)");
    if (s.h.valid_rows != static_cast<uint32_t>(t.vr_) || s.h.valid_cols != static_cast<uint32_t>(t.vc_))
        fail(c.mode, op, PTO_ERR_ARG,
             std::string("the ") + role + "'s valid shape is " +
                 shape_text(static_cast<uint32_t>(t.vr_), static_cast<uint32_t>(t.vc_)) + " but the tile it holds, " +
                 tile_name(s.h.index) + ", has valid shape " + shape_text(s.h.valid_rows, s.h.valid_cols) +
                 ": the ISA has no instruction that changes a tile's valid region (SetValidShape sets the shape of "
                 "the next result written to the Tile)");
    return s.h;
}
PTOSIM_INLINE const pto_tile &source(Context &c, TileBase &t, const char *op, const char *role)
{
    Slot &s = slot_of(t);
    /* a live value of the Tile's type and valid shape passes every check of
     * source_slow; it is live if it was when no other had ended a tile */
    if (s.has_value && s.h.dtype == t.info_->code && s.h.valid_rows == static_cast<uint32_t>(t.vr_) &&
        s.h.valid_cols == static_cast<uint32_t>(t.vc_)) {
        if (s.live_at == c.others_ended) return s.h; /* no store where nothing changed */
        if (pto_tile_live(c.machine(), &s.h)) {
            s.live_at = c.others_ended;
            return s.h;
        }
    }
    return source_slow(c, t, op, role);
}

PTOSIM_INLINE pto_pad pad_of(Context &c, const char *op, const TileInfo &i)
{
    switch (i.pad) {
    case 0: return PTO_PAD_NULL;
    case 1: return PTO_PAD_ZERO;
    case 2: return PTO_PAD_MAX;
    case 3: return PTO_PAD_MIN;
    default:
        fail_text(c.mode, op, PTO_ERR_UNIMPLEMENTED,
                  "a custom PadValue is not an ISA pad value (Null, Zero, Max, Min); TFILLPAD takes one as its fill");
    }
}

/* Before a result is written to d's buffer: the buffer's previous tile is
 * released unless a source reads it (then the result's binding releases
 * it), and h gets a hand with a free slot. */
PTOSIM_INLINE void take_slot(Context &c, TileBase &d, std::initializer_list<const pto_tile *> sources, pto_tile &h)
{
    Slot &s = slot_of(d);
    if (s.has_value) {
        bool read = false;
        for (const pto_tile *src : sources)
            if (src && src->index == s.h.index) read = true;
        if (!read) drop_value(c, s, c.others_ended);
    }
    int idx = free_index(c);
    h.hand = idx < 0 ? 0u : static_cast<unsigned>(idx) / 16u;
}

/* The handle of a destination: the Tile's element type, Local tile shape,
 * valid shape and pad, the context's PE mask, and a hand with a free slot.
 * The buffer's previous tile is released first unless a source reads it
 * (then the result's binding releases it).  shape_from_op: the C API gives
 * the result its shape (compares, TMOV, TSEL); with_pad false: the
 * instruction takes no pad (TFILLPAD: its fill leaves none). */
[[noreturn]] PTOSIM_NOINLINE inline void dest_unmade(Context &c, const char *op, const TileInfo &i)
{
    if (!i.row_major)
        fail(c.mode, op, PTO_ERR_UNIMPLEMENTED,
             "the destination is not a row-major, unboxed Tile; ptosim's tiles here are row-major");
    fail(c.mode, op, PTO_ERR_ARG, tile_text(i) + " does not fit a Local tile of at most 64 KiB");
}
PTOSIM_INLINE pto_tile dest(Context &c, TileBase &d, const char *op, std::initializer_list<const pto_tile *> sources,
                     bool shape_from_op = false, bool with_pad = true)
{
    const TileInfo &i = *d.info_;
    if (!i.row_major || (!shape_from_op && !i.local_bytes)) dest_unmade(c, op, i);
    /* pto_tile_make(i.code, 0, 0), field by field here: a copy of what the
     * library stored would wait for its stores wherever the copy's width
     * is not theirs (a 32-byte copy of two 16-byte stores, say) */
    pto_tile h{}; /* pad PTO_PAD_NULL (0), mask and hand set below */
    h.index = -1;
    h.dtype = i.code;
    if (!shape_from_op) {
        h.rows = i.local_rows;
        h.cols = i.local_cols;
        h.valid_rows = static_cast<uint32_t>(d.vr_);
        h.valid_cols = static_cast<uint32_t>(d.vc_);
    }
    h.pad = with_pad ? pad_of(c, op, i) : PTO_PAD_NULL;
    h.mask = c.pe_mask;
    take_slot(c, d, sources, h);
    return h;
}

/* The value of every other TASSIGNed buffer whose bytes those of s (just
 * written) overlap ends; out of line, as few buffers are TASSIGNed. */
PTOSIM_NOINLINE inline void end_overlapped(Context &c, Slot &s)
{
    /* the buffers that overlap [lo, hi) start after lo - manual_span */
    uint64_t from = s.lo > c.manual_span ? s.lo - c.manual_span + 1 : 0;
    bool alone = true;
    for (auto it = c.manual.lower_bound(from); it != c.manual.end() && it->first < s.hi; ++it) {
        Slot &x = *it->second;
        if (&x == &s || !(x.lo < s.hi && s.lo < x.hi)) continue;
        alone = false;
        if (x.has_value) drop_value(c, x, c.others_ended);
    }
    if (alone) s.alone_at = c.manual_epoch;
}
/* The buffer of d now holds the result h: the tile it held before is
 * released, and so is the value of every other TASSIGNed buffer whose
 * bytes this one overlaps. */
PTOSIM_INLINE void bind(Context &c, TileBase &d, const pto_tile &h)
{
    Slot &s = slot_of(d);
    if (s.has_value && s.h.index != h.index) drop_value(c, s, c.others_ended);
    copy_handle(s.h, h);
    s.has_value = true;
    s.live_at = c.others_ended; /* just made: live (an instruction that succeeds ends no other's tile) */
    /* a buffer that no other overlapped when the buffers were last as now
     * (an erased one only removes overlaps) has none to end */
    if (!s.manual || s.alone_at == c.manual_epoch) return;
    end_overlapped(c, s);
}

} // namespace detail
} // namespace sim

template <typename T>
struct is_tile_data : std::is_base_of<sim::detail::TileBase, T> {};
template <typename T>
constexpr bool is_tile_data_v = is_tile_data<T>::value;

template <TileType Loc_, typename Element_, int Rows_, int Cols_, BLayout BLayout_ = BLayout::RowMajor,
          int RowValid_ = Rows_, int ColValid_ = Cols_, SLayout SLayout_ = SLayout::NoneBox,
          int SFractalSize_ = TileConfig::fractalABSize, PadValue PadValue_ = PadValue::Null,
          CompactMode Compact_ = CompactMode::Null>
class Tile : public sim::detail::TileBase {
    static_assert(sim::detail::dtype_name<Element_>() != nullptr, "the element type has no ptosim DataType");
    static_assert(Rows_ > 0 && Cols_ > 0, "a Tile has at least one row and one column");
    static_assert(RowValid_ == DYNAMIC || (RowValid_ >= 0 && RowValid_ <= Rows_), "static valid rows <= Rows");
    static_assert(ColValid_ == DYNAMIC || (ColValid_ >= 0 && ColValid_ <= Cols_), "static valid columns <= Cols");
    static_assert(SLayout_ != SLayout::NoneBox || BLayout_ != BLayout::RowMajor ||
                      (Cols_ * sizeof(Element_)) % TileConfig::alignedSize == 0,
                  "a row-major, unboxed Tile's row is a multiple of 32 bytes");
    static_assert(SLayout_ != SLayout::NoneBox || BLayout_ != BLayout::ColMajor ||
                      (Rows_ * sizeof(Element_)) % TileConfig::alignedSize == 0,
                  "a column-major, unboxed Tile's column is a multiple of 32 bytes");

public:
    using DType = Element_;
    static constexpr TileType Loc = Loc_;
    static constexpr int Rows = Rows_;
    static constexpr int Cols = Cols_;
    static constexpr int ValidRow = RowValid_;
    static constexpr int ValidCol = ColValid_;
    static constexpr BLayout BFractal = BLayout_;
    static constexpr SLayout SFractal = SLayout_;
    static constexpr bool isRowMajor = BLayout_ == BLayout::RowMajor;
    static constexpr int SFractalSize = SFractalSize_;
    static constexpr PadValue PadVal = PadValue_;
    static constexpr CompactMode Compact = Compact_;
    static constexpr int RowStride = isRowMajor ? Cols_ : 1;
    static constexpr int ColStride = isRowMajor ? 1 : Rows_;
    static constexpr int Numel = Rows_ * Cols_;

    static constexpr sim::detail::LocalShape local =
        sim::detail::local_shape(static_cast<uint64_t>(Rows_), static_cast<uint64_t>(Cols_), sizeof(Element_));
    static constexpr sim::detail::TileInfo info = {
        sim::detail::dtype_name<Element_>(), sim::detail::dtype_code_of<Element_>(),
        static_cast<unsigned>(sizeof(Element_)), Rows_, Cols_,
        static_cast<uint64_t>(PadValue_), (BLayout_ == BLayout::RowMajor || Cols_ == 1) && SLayout_ == SLayout::NoneBox,
        !std::is_integral<Element_>::value, std::is_signed<Element_>::value || !std::is_integral<Element_>::value,
        local.rows, local.cols, local.bytes};

    Tile() : TileBase(&info, RowValid_ == DYNAMIC ? Rows_ : RowValid_, ColValid_ == DYNAMIC ? Cols_ : ColValid_) {}

    /* The valid extent of the (first) dynamic dimension. */
    template <typename R, std::enable_if_t<std::is_integral<R>::value, int> = 0>
    explicit Tile(R valid) : Tile()
    {
        if (RowValid_ == DYNAMIC || ColValid_ != DYNAMIC)
            set(static_cast<long long>(valid), vc_);
        else
            set(vr_, static_cast<long long>(valid));
    }
    template <typename R, typename C,
              std::enable_if_t<std::is_integral<R>::value && std::is_integral<C>::value, int> = 0>
    Tile(R valid_rows, C valid_cols) : Tile()
    {
        set(static_cast<long long>(valid_rows), static_cast<long long>(valid_cols));
    }

    template <typename R, typename C,
              std::enable_if_t<std::is_integral<R>::value && std::is_integral<C>::value, int> = 0>
    void SetValidShape(R valid_rows, C valid_cols)
    {
        set(static_cast<long long>(valid_rows), static_cast<long long>(valid_cols));
    }

private:
    void set(long long r, long long c)
    {
        if (r < 0 || r > Rows_ || c < 0 || c > Cols_ || (RowValid_ != DYNAMIC && r != RowValid_) ||
            (ColValid_ != DYNAMIC && c != ColValid_))
            sim::detail::fail(ctx_->mode, "Tile::SetValidShape", PTO_ERR_ARG,
                              "valid shape " + std::to_string(r) + "x" + std::to_string(c) + " does not fit " +
                                  sim::detail::tile_text(info) + " (static valid " + std::to_string(RowValid_) + "x" +
                                  std::to_string(ColValid_) + ", -1 = dynamic)");
        vr_ = static_cast<int>(r);
        vc_ = static_cast<int>(c);
    }
};

/* ---- global tensors ---------------------------------------------------------- */

namespace sim {
namespace detail {
template <int... N>
constexpr int count_dynamic()
{
    return ((N == DYNAMIC ? 1 : 0) + ... + 0);
}

template <int N1, int N2, int N3, int N4, int N5>
struct Dims5 {
    static constexpr int staticValues[5] = {N1, N2, N3, N4, N5};
    static constexpr int dynamicCount = count_dynamic<N1, N2, N3, N4, N5>();
    long long values[5] = {N1, N2, N3, N4, N5};

    Dims5() = default;
    template <typename... A, std::enable_if_t<sizeof...(A) == dynamicCount && dynamicCount != 0 &&
                                                  (std::is_integral<A>::value && ...),
                                              int> = 0>
    Dims5(A... a)
    {
        const long long given[] = {static_cast<long long>(a)...};
        int k = 0;
        for (int d = 0; d < 5; d++)
            if (staticValues[d] == DYNAMIC) values[d] = given[k++];
    }
};
} // namespace detail
} // namespace sim

/* A 5-D shape (elements); -1 (DYNAMIC) dimensions are given to the constructor. */
template <int N1, int N2, int N3, int N4, int N5>
struct Shape : sim::detail::Dims5<N1, N2, N3, N4, N5> {
    using sim::detail::Dims5<N1, N2, N3, N4, N5>::Dims5;
    static constexpr int staticShape[5] = {N1, N2, N3, N4, N5};
    long long operator[](int d) const { return this->values[d]; }
};
template <typename A1, typename A2, typename A3, typename A4, typename A5>
Shape(A1, A2, A3, A4, A5) -> Shape<DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC>;

/* 5-D strides in elements; -1 (DYNAMIC) strides are given to the constructor. */
template <int S1, int S2, int S3, int S4, int S5>
struct Stride : sim::detail::Dims5<S1, S2, S3, S4, S5> {
    using sim::detail::Dims5<S1, S2, S3, S4, S5>::Dims5;
    static constexpr int staticStride[5] = {S1, S2, S3, S4, S5};
    long long operator[](int d) const { return this->values[d]; }
};
template <typename A1, typename A2, typename A3, typename A4, typename A5>
Stride(A1, A2, A3, A4, A5) -> Stride<DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC, DYNAMIC>;

/* 2-D helpers: the shape (1, 1, 1, rows, cols) and the strides of a dense
 * rows x cols tensor (row-major for ND, column-major for DN). */
template <typename T, int rows, int cols, Layout L = Layout::ND>
struct TileShape2D : Shape<1, 1, 1, rows, cols> {
    static_assert(L == Layout::ND || L == Layout::DN, "TileShape2D: ND or DN here");
};
template <typename T, int rows, int cols, Layout L = Layout::ND>
struct BaseShape2D : Stride<rows * cols, rows * cols, rows * cols, L == Layout::DN ? 1 : cols,
                            L == Layout::DN ? rows : 1> {
    static_assert(L == Layout::ND || L == Layout::DN, "BaseShape2D: ND or DN here");
};

template <typename Element_, typename Shape_, typename Stride_, Layout Layout_ = Layout::ND>
class GlobalTensor {
public:
    using DType = Element_;
    using ShapeType = Shape_;
    using StrideType = Stride_;
    static constexpr Layout layout = Layout_;
    static constexpr const int (&staticShape)[5] = Shape_::staticValues;
    static constexpr const int (&staticStride)[5] = Stride_::staticValues;

    GlobalTensor() = default;
    explicit GlobalTensor(DType *p) : ptr_(p) {}
    GlobalTensor(DType *p, const Shape_ &s) : ptr_(p), shape_(s) {}
    GlobalTensor(DType *p, const Shape_ &s, const Stride_ &st) : ptr_(p), shape_(s), stride_(st) {}

    DType *data() const { return ptr_; }
    void SetAddr(DType *p) { ptr_ = p; }
    int GetShape(GlobalTensorDim d) const { return static_cast<int>(shape_.values[static_cast<int>(d)]); }
    int GetShape(int d) const { return static_cast<int>(shape_.values[d]); }
    int GetStride(GlobalTensorDim d) const { return static_cast<int>(stride_.values[static_cast<int>(d)]); }
    int GetStride(int d) const { return static_cast<int>(stride_.values[d]); }
    template <GlobalTensorDim D>
    static constexpr int GetShape()
    {
        return Shape_::staticValues[static_cast<int>(D)];
    }
    template <GlobalTensorDim D>
    static constexpr int GetStride()
    {
        return Stride_::staticValues[static_cast<int>(D)];
    }

private:
    DType *ptr_ = nullptr;
    Shape_ shape_{};
    Stride_ stride_{};
};

template <typename T>
struct is_global_data : std::false_type {};
template <typename E, typename S, typename T, Layout L>
struct is_global_data<GlobalTensor<E, S, T, L>> : std::true_type {};
template <typename T>
constexpr bool is_global_data_v = is_global_data<T>::value;

} // namespace pto

#endif
