/* ptosim: an exact executable model of the PTO tile ISA.
 *
 * A machine is a value the host creates; two machines never share state.
 * The library never prints, exits or aborts on input.  API misuse returns a
 * status code and leaves a message in pto_last_error(); architectural
 * faults are machine state (pto_fault_info), not API errors.
 *
 * Element values travel as raw encodings in the low W bits of a uint64_t
 * (W = the element width of the tile's DataType).
 */
#ifndef PTOSIM_PTOSIM_H
#define PTOSIM_PTOSIM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif
#if defined(__GNUC__)
#pragma GCC visibility push(default) /* the library exports what its headers declare */
#endif

typedef struct pto_machine pto_machine;

typedef enum pto_status {
    PTO_OK = 0,            /* executed (or done) with no fault */
    PTO_FAULT,             /* an architectural fault was raised; see pto_fault_info */
    PTO_END,               /* TPC is at the end of the code buffer */
    PTO_ERR_ARG,           /* a bad argument (index, PE, register, element, size) */
    PTO_ERR_NOMEM,         /* the host ran out of memory; nothing changed */
    PTO_ERR_STATE,         /* the request does not fit the machine's state */
    PTO_ERR_TRUNCATED,     /* the instruction at TPC runs past the end of the code */
    PTO_ERR_UNIMPLEMENTED  /* a legal PTO word ptosim does not execute (decisions D10) */
} pto_status;

const char *pto_status_name(pto_status s);

/* Numeric profiles (decisions D5). */
typedef enum pto_profile {
    PTO_PROFILE_IEEE = 0, /* pto-hardware-numeric-0.58.3-ieee-v1 (default) */
    PTO_PROFILE_V0 = 1    /* the executable reference profile pto-v0 (raw carriers) */
} pto_profile;

/* Fault kinds with their trap numbers (asl/arch/memory-model/fault-precision.asl). */
typedef enum pto_fault_kind {
    PTO_FAULT_NONE = 0,
    PTO_FAULT_ILLEGAL_INSTRUCTION, /* trap 4 */
    PTO_FAULT_TILE_LEGALITY,       /* trap 5 */
    PTO_FAULT_TILE_ALLOCATION,     /* trap 5 */
    PTO_FAULT_BUNDLE_CONTROL,      /* trap 5 */
    PTO_FAULT_BUNDLE_POST_COMMIT,  /* trap 5 */
    PTO_FAULT_INSTRUCTION_PC,      /* trap 32 */
    PTO_FAULT_DATA_ALIGNMENT,      /* trap 34: a GM access not naturally aligned */
    PTO_FAULT_DATA_PAGE,           /* trap 35: a GM access past the memory (or the ACR window) */
    PTO_FAULT_SOFTWARE_BREAKPOINT  /* trap 50: EBREAK / C.EBREAK, the normal end of a program (D20) */
} pto_fault_kind;

typedef struct pto_fault_info {
    pto_fault_kind kind;
    unsigned trap;      /* trap number */
    uint64_t pc;        /* the PC of the faulting instruction (where the run stopped) */
    const char *rule;   /* the specification rule that failed (static string) */
    bool has_addr;      /* addr is set: a memory fault, EBREAK, an odd JR or block-start target */
    uint64_t addr;      /* the specification's fault address (trap argument 0): the GM address
                           of the first failing element, the EBREAK's PC, the odd target */
    unsigned cause;     /* the 24-bit trap cause: the immediate of EBREAK / C.EBREAK, else 0 */
} pto_fault_info;

const char *pto_fault_kind_name(pto_fault_kind k);

/* ---- machine ------------------------------------------------------------ */
pto_machine *pto_create(void);
void pto_destroy(pto_machine *m);
/* Architectural reset: no tiles, zero GPRs, flags clear, no block, TPC 0,
 * every memory byte zero, ACR 0.  The numeric profile, current PE, memory
 * size and memory preset are kept. */
void pto_reset(pto_machine *m);
const char *pto_last_error(const pto_machine *m);

pto_status pto_set_profile(pto_machine *m, pto_profile p);
pto_profile pto_get_profile(const pto_machine *m);

/* PEs and GPRs.  Four PEs, each with 24 64-bit GPRs; GPR 0 reads zero and
 * ignores writes.  The current PE is the one whose GPRs B.DIM reads
 * (decisions D3); PE0 after creation. */
#define PTO_PES 4
#define PTO_GPRS 24
#define PTO_TILES 64
#define PTO_TILE_BUDGET 262144u
pto_status pto_gpr_read(const pto_machine *m, unsigned pe, unsigned reg, uint64_t *value);
pto_status pto_gpr_write(pto_machine *m, unsigned pe, unsigned reg, uint64_t value);
pto_status pto_set_current_pe(pto_machine *m, unsigned pe);
unsigned pto_get_current_pe(const pto_machine *m);
/* ABI name of GPR 0..23 ("zero", "sp", "a0".."a7", "ra", "s0".."s8",
 * "x0".."x3"), NULL for another number. */
const char *pto_gpr_name(unsigned reg);

/* Status flags, bit 0 NV, 1 DZ, 2 OF, 3 UF, 4 NX (CORE_STATE[36:32]). */
enum { PTO_FLAG_NV = 1, PTO_FLAG_DZ = 2, PTO_FLAG_OF = 4, PTO_FLAG_UF = 8, PTO_FLAG_NX = 16 };
unsigned pto_flags(const pto_machine *m);
void pto_clear_flags(pto_machine *m);

/* PCs and faults. */
uint64_t pto_tpc(const pto_machine *m);
uint64_t pto_bpc(const pto_machine *m);
bool pto_block_active(const pto_machine *m);
pto_status pto_set_tpc(pto_machine *m, uint64_t pc); /* host control: where the next step starts */
void pto_fault(const pto_machine *m, pto_fault_info *out);
/* Clears the fault record so execution may continue (host control); the
 * open block, if any, keeps its header, so stepping the terminator again
 * retries the commit (the specification's restart contract). */
void pto_clear_fault(pto_machine *m);
/* Host control, like a trap handler that does not resume: clears the fault
 * record and discards the open block's header without committing it. */
void pto_recover(pto_machine *m);

/* ---- global memory (simulator control, decisions D15) ----------------------
 * One little-endian byte space, zero at reset, of a configurable size
 * (default 2^32 bytes, at most 2^48).  It is sparse: host memory is taken
 * in 64 KiB pages on the first write, so untouched memory costs nothing.
 * pto_reset clears the contents and keeps the size and preset.  These
 * calls are host control and never fault; a bad argument is PTO_ERR_ARG
 * with a message in pto_last_error (also for pto_mem_read). */
typedef enum pto_mem_preset {
    PTO_MEM_DEFAULT = 0, /* 2^32 bytes */
    PTO_MEM_PTO_V0 = 1   /* the model's 4096 bytes, and at ACR >= 2 accesses must end at or below
                            byte 3072 (asl/arch/profile/reference-profile.asl DataAccessPermitted) */
} pto_mem_preset;
/* 1 .. 2^48 bytes; contents at or beyond the new size are dropped (they read
 * zero if the size grows again). */
pto_status pto_mem_set_size(pto_machine *m, uint64_t bytes);
uint64_t pto_mem_size(const pto_machine *m);
/* The range [addr, addr + len) must lie inside the size; no alignment rule. */
pto_status pto_mem_write(pto_machine *m, uint64_t addr, const void *buf, size_t len);
pto_status pto_mem_read(const pto_machine *m, uint64_t addr, void *buf, size_t len);
/* Selects the size and the ACR window of a preset (contents beyond the new
 * size are dropped). */
pto_status pto_mem_preset_select(pto_machine *m, pto_mem_preset p);
/* The current access-control ring 0..15 (CORE_STATE[3:0]); 0 after reset,
 * as in the model.  ptosim uses it only for the pto-v0 window. */
pto_status pto_set_acr(pto_machine *m, unsigned acr);
unsigned pto_get_acr(const pto_machine *m);

/* ---- tiles (simulator control, decisions D2) ----------------------------- */
typedef enum pto_tile_kind { PTO_TILE_NUMERIC = 0, PTO_TILE_PREDICATE = 1 } pto_tile_kind;

/* Generic layouts, numbered by the B.DATR Layout code that produces them
 * (NORM, ND2DN, ND2ZN, ND2NZ; spec-digest-2 §8.1, §8.2).  ZN and NZ are
 * fractal layouts of 16 rows x 32 bytes and need Rows % 16 == 0 and
 * Col % (256 / W) == 0. */
enum { PTO_LAYOUT_ROW_MAJOR = 0, PTO_LAYOUT_COL_MAJOR = 1, PTO_LAYOUT_ZN = 3, PTO_LAYOUT_NZ = 4 };
/* The CUBE layouts of persistent Matrix tiles, numbered by the TLOAD codes
 * ND2M32, ND2M16, ND2N8 (spec-digest-2 §8.3).  A CUBE tile's rows and cols
 * are its storage extents, derived from its valid shape (give rows = cols
 * = 0); its elements are indexed by cells of 128 bytes (pto_tile_index).
 * No generic operation accepts one. */
enum { PTO_LAYOUT_CUBE_M32 = 21, PTO_LAYOUT_CUBE_M16 = 22, PTO_LAYOUT_CUBE_N8 = 23 };

typedef struct pto_tile_desc {
    pto_tile_kind kind;
    unsigned dtype;        /* DataType code (ignored for predicate tiles) */
    uint32_t capacity;     /* bytes per PE: 128 .. 65536, a multiple of 128 */
    uint32_t rows, cols;   /* physical shape; rows are derived for numeric tiles
                              (0 = derive), given for predicate tiles */
    uint32_t valid_rows, valid_cols;
    unsigned layout;       /* PTO_LAYOUT_* */
    unsigned mask;         /* PE mask, bit 3 = PE0 ... bit 0 = PE3 (1000 = PE0 only) */
} pto_tile_desc;

/* Tile index 0..63: T#1..T#16 = 0..15, U = 16..31, M = 32..47, N = 48..63. */
pto_status pto_tile_configure(pto_machine *m, unsigned index, const pto_tile_desc *d);
pto_status pto_tile_release(pto_machine *m, unsigned index);
bool pto_tile_allocated(const pto_machine *m, unsigned index);
/* Bit i set for every index i < 64 that pto_tile_allocated reports. */
uint64_t pto_tiles_allocated(const pto_machine *m);
/* How many tiles have ended on m so far: each release of an allocated
 * tile counts one, whatever its cause (pto_tile_release and pto_reset
 * among them); it only grows.  A tile's kind, type, shape, valid shape, layout and PE
 * mask never change while it lives, so while the count stays the same
 * every tile that existed still does, with those (its elements may have
 * changed). */
uint64_t pto_tiles_ended(const pto_machine *m);
/* The two counts above as m keeps them, to be read in place: a front end
 * that asks before every call reads them without a call.  slots: bit i
 * set for every allocated slot i < 64 (under PTO_NAMING_FLAT a name is
 * its slot, so this is pto_tiles_allocated); ended: pto_tiles_ended.  The
 * pointer is m's for its life (until pto_destroy); the values are those
 * of the last call on m to have returned, read on m's thread. */
typedef struct pto_tile_census {
    uint64_t slots;
    uint64_t ended;
} pto_tile_census;
const pto_tile_census *pto_tiles_census(const pto_machine *m);
pto_status pto_tile_describe(const pto_machine *m, unsigned index, pto_tile_desc *d);
/* Element i is the row-major physical index r * cols + c. */
pto_status pto_tile_write(pto_machine *m, unsigned index, unsigned pe, uint32_t elem, uint64_t value);
pto_status pto_tile_read(const pto_machine *m, unsigned index, unsigned pe, uint32_t elem,
                         uint64_t *value, bool *defined);
pto_status pto_tile_set_defined(pto_machine *m, unsigned index, unsigned pe, uint32_t elem, bool defined);
/* The physical element index of logical (row, col) in the tile's layout
 * (spec-digest-2 §8.1); row < rows and col < cols. */
pto_status pto_tile_index(const pto_machine *m, unsigned index, uint32_t row, uint32_t col, uint32_t *elem);
/* "row_major", "col_major", "zn", "nz"; NULL for another value. */
const char *pto_layout_name(unsigned layout);
/* Raw payload bytes of one PE (capacity bytes, element i at bit offset i*W). */
pto_status pto_tile_payload(const pto_machine *m, unsigned index, unsigned pe,
                            const uint8_t **bytes, size_t *len);
/* The feature-map descriptor of a tile (_TileFeatureMapDescriptors,
 * asl/tile/model/state/feature-map-descriptors.asl), read by TIMG2COL from
 * its source.  No instruction writes it: pto_tile_set_fmap is the
 * simulator's set-up (the model's ConfigureTileFeatureMapDescriptor,
 * decisions D2), on an allocated tile with no block open.  Each count is
 * 1..65535, each padding 0..65535, layout NC1HWC0 or NDC1HWC0; padding is
 * the raw pad word (its low W bits are the element).  Whether the
 * descriptor suits its tile (transposed, NC1HWC0 with depth != 1, more
 * logical channels than c1 * c0, more elements than the tile holds) is
 * TIMG2COL's legality, a TileLegality fault, not an error here.  The
 * descriptor is invalidated when its tile is allocated or released. */
typedef enum pto_fmap_layout { PTO_FMAP_NC1HWC0 = 0, PTO_FMAP_NDC1HWC0 = 1 } pto_fmap_layout;
typedef struct pto_fmap {
    pto_fmap_layout layout;
    uint32_t batches, depth, c1, height, width, c0;  /* c1: channel groups, c0: channels per group */
    uint32_t filter_h, filter_w, stride_h, stride_w, dilation_h, dilation_w;
    uint32_t pad_left, pad_right, pad_top, pad_bottom;
    uint32_t logical_channels;
    uint64_t padding;
    bool transposed;
} pto_fmap;
pto_status pto_tile_set_fmap(pto_machine *m, unsigned index, const pto_fmap *d);
/* The descriptor; PTO_ERR_STATE when the tile has none (never set, or
 * invalidated). */
pto_status pto_tile_get_fmap(const pto_machine *m, unsigned index, pto_fmap *d);
/* Capacity in use: sum over allocated tiles of popcount(mask) * capacity. */
uint32_t pto_capacity_in_use(const pto_machine *m);
/* Tile name, e.g. "T#1" for index 0; buf needs 5 bytes. */
void pto_tile_name(unsigned index, char buf[8]);

/* ---- execution ------------------------------------------------------------
 * Code is a little-endian byte buffer whose byte 0 is at PC 0; TPC is a byte
 * offset into it.  pto_step executes the one instruction at TPC.  pto_run
 * steps until a fault, an error, the end of the buffer, or max_steps
 * instructions (0 = no limit).  On PTO_ERR_* nothing changed. */
pto_status pto_step(pto_machine *m, const uint8_t *code, size_t len);
pto_status pto_run(pto_machine *m, const uint8_t *code, size_t len, uint64_t max_steps);

/* ---- execution from global memory (decisions D19) ----------------------------
 * Instructions are fetched from global memory at TPC (lengths by decisions
 * D9), as a loaded program image runs.  pto_step_gm executes one
 * instruction; a fetch whose bytes lie past the end of memory is
 * Fault_InstructionPC at TPC.  pto_run_gm runs until a fault (EBREAK is
 * Fault_SoftwareBreakpoint, the normal end of a program: decisions D20),
 * an error, or one of the limits below, checked before each instruction:
 * TPC == end gives PTO_END, TPC == stop_at gives PTO_OK (a breakpoint the
 * host uses to apply set-up at an address), and max_steps instructions
 * retired give PTO_OK.  On PTO_ERR_* nothing changed. */
#define PTO_NO_ADDR UINT64_MAX
typedef struct pto_gm_limits {
    uint64_t end;        /* PTO_NO_ADDR: none */
    uint64_t stop_at;    /* PTO_NO_ADDR: none */
    uint64_t max_steps;  /* 0: no limit */
    uint64_t steps;      /* out: instructions retired by this call */
} pto_gm_limits;
pto_status pto_step_gm(pto_machine *m);
pto_status pto_run_gm(pto_machine *m, pto_gm_limits *lim);
/* Instructions retired (executed without fault or error) since creation or
 * reset, by every step and run call. */
uint64_t pto_retired(const pto_machine *m);

/* ---- tile naming (decisions D17) ------------------------------------------------
 * flat (the default, the executable model): T#1..T#16 are fixed slots, a
 * destination takes the lowest free one, nothing is freed.  queue: each
 * hand is a 16-entry queue, #1 the newest; a destination pushed into a full
 * hand releases the hand's oldest entry; a B.IOT source selector names the
 * entry of the queue as it stands before its block's push, and one beyond
 * the live entries names no tile.  The tile calls below take names: in queue
 * mode pto_tile_configure pushes the new tile (index % 16 must be 0, #1 of
 * its hand, and the hand not full) and pto_tile_release removes an entry.
 * The mode may change only with no tile allocated and no block open. */
typedef enum pto_naming { PTO_NAMING_FLAT = 0, PTO_NAMING_QUEUE = 1 } pto_naming;
pto_status pto_set_naming(pto_machine *m, pto_naming n);
pto_naming pto_get_naming(const pto_machine *m);
/* The tile name (0..63) the last committed block allocated, -1 if it
 * allocated none. */
int pto_last_destination(const pto_machine *m);

/* ---- scalar state beside the GPRs (decisions D21) ------------------------------
 * Every PE runs a scalar instruction on its own GPRs and T/U queues; the
 * current PE decides what is core-wide (a jump target, a SETC condition).
 * The T and U queues hold up to four values each, T#1/U#1 the newest. */
/* Entry k (0 = T#1 / U#1) of PE pe's T queue (u false) or U queue;
 * PTO_ERR_STATE when that entry holds no value. */
pto_status pto_queue_read(const pto_machine *m, unsigned pe, bool u, unsigned k, uint64_t *value);
/* The register the last instruction wrote on the current PE: *reg is its
 * Reg5 destination (1..23 a GPR, 30 the U queue, 31 the T queue); false if
 * it wrote none. */
bool pto_last_write(const pto_machine *m, unsigned *reg, uint64_t *value);
/* ---- lint ------------------------------------------------------------------
 * Off by default.  When on, a bundle that commits but relies on a point
 * where the specification's prose is stricter than its executable model
 * (decisions D27, D32: an LB of 0 taken as absent, TSTORE ignoring LB0/LB1,
 * a BSTART type that only sets the default stride, TPREFETCH's element
 * stride, the ignored source half of a Layout code, a type the prose does
 * not list) leaves a warning naming the rule and the PC.  The machine
 * keeps the first PTO_LINT_MAX distinct warnings. */
#define PTO_LINT_MAX 64
void pto_set_lint(pto_machine *m, bool on);
size_t pto_lint_count(const pto_machine *m);
const char *pto_lint_message(const pto_machine *m, size_t i); /* NULL past the end */
void pto_lint_clear(pto_machine *m);

/* ---- data types ------------------------------------------------------------ */
/* Name of a DataType code ("FP32"), or NULL for a reserved code. */
const char *pto_dtype_name(unsigned code);
/* Element width in bits (4, 8, 16, 32, 64), 0 for a reserved code. */
unsigned pto_dtype_bits(unsigned code);
/* Code of a DataType name (case-insensitive), or -1. */
int pto_dtype_code(const char *name);
/* DataType codes (the B.DATR / B.IOT field values). */
enum {
    PTO_DT_FP64 = 0, PTO_DT_FP32 = 1, PTO_DT_TF32 = 2, PTO_DT_HF32 = 3, PTO_DT_FP16 = 4, PTO_DT_BF16 = 5,
    PTO_DT_HIF8 = 6, PTO_DT_E4M3 = 7, PTO_DT_E5M2 = 8, PTO_DT_E8M0 = 13, PTO_DT_S64 = 16, PTO_DT_S32 = 17, PTO_DT_S16 = 18,
    PTO_DT_S8 = 19, PTO_DT_U64 = 24, PTO_DT_U32 = 25, PTO_DT_U16 = 26, PTO_DT_U8 = 27
};
/* True for the 16 types the VEC element rules execute. */
bool pto_dtype_vec(unsigned code);
typedef enum pto_dtype_class {
    PTO_DTYPE_RESERVED = 0, /* no DataType has this code */
    PTO_DTYPE_FLOAT,        /* FP64 FP32 TF32 HF32 FP16 BF16 E4M3 E5M2 */
    PTO_DTYPE_SIGNED,       /* S64 S32 S16 S8 */
    PTO_DTYPE_UNSIGNED,     /* U64 U32 U16 U8 */
    PTO_DTYPE_OTHER         /* packed and special formats the VEC rules do not execute */
} pto_dtype_class;
pto_dtype_class pto_dtype_class_of(unsigned code);
/* The exact value of a raw encoding of a PTO_DTYPE_FLOAT type as a double
 * (each fits exactly; NaN for a NaN, TF32/HF32 read from their 32-bit
 * carrier); PTO_ERR_ARG for another type. */
pto_status pto_dtype_to_double(unsigned code, uint64_t raw, double *out);
/* The raw encoding of one literal of a DataType, as the assembler reads it:
 * "0x..." is the raw encoding (no sign, no wider than the element; the only
 * form for a PTO_DTYPE_OTHER type); a decimal integer must be in range for a
 * SIGNED / UNSIGNED type; for a FLOAT type a decimal
 * float is rounded once to nearest-even ("inf", "-inf", "nan" allowed; a
 * finite literal beyond the finite range is an error).  Returns PTO_OK, or
 * PTO_ERR_ARG with a message in err (up to errlen bytes, NUL terminated;
 * err may be NULL). */
pto_status pto_literal_encode(unsigned code, const char *literal, uint64_t *out, char *err, size_t errlen);
/* The smallest Local tile capacity (a power of two, 128 .. 65536 bytes)
 * holding need bytes; 0 when need exceeds 65536. */
uint32_t pto_local_capacity_for(uint64_t need);

/* ---- self-check ------------------------------------------------------------ */
/* Checks the invariants of the machine state: every allocated tile has a
 * legal descriptor, a nonzero PE mask and its valid region inside its shape;
 * the capacity in use is the sum of popcount(mask) * capacity over allocated
 * tiles and at most PTO_TILE_BUDGET; no block state refers to a tile index
 * >= 64.  Returns 0 when all hold, else nonzero with a message in why (up to
 * n bytes, NUL terminated; why may be NULL). */
int pto_check_invariants(const pto_machine *m, char *why, size_t n);

#if defined(__GNUC__)
#pragma GCC visibility pop
#endif
#ifdef __cplusplus
}
#endif
#endif
