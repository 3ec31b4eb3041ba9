/* ptosim Tile Lib layer: the machine a kernel runs on, and how a call the
 * ISA rejects is reported.
 *
 * Each thread has its own machine (created on first use, IEEE profile, PE0)
 * unless pto::sim::use_machine chooses one the caller owns.  A Tile object
 * belongs to the machine that was current when it was constructed.
 *
 * A call that the ISA rejects (an architectural fault: the kind, the trap,
 * the instruction and the rule that failed, and for a memory fault the GM
 * address), that ptosim refuses (an API error with its message) or that
 * this layer cannot express as an instruction is reported: by default a
 * message on stderr and abort(), like the Tile Lib's assertion;
 * pto::sim::set_fault_mode(FaultMode::Throw) throws pto::sim::Fault
 * instead.  Either way the machine is recovered first (pto_recover), so a
 * caller that catches the exception may go on. */
#ifndef PTOSIM_COMPAT_SIM_CONTEXT_HPP
#define PTOSIM_COMPAT_SIM_CONTEXT_HPP

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <utility>

#include "ptosim/ptosim.h"
#include "ptosim/tile.h"

namespace pto {
namespace sim {

enum class FaultMode { Abort, Throw };

/* What went wrong in one call. */
class Fault : public std::runtime_error {
public:
    Fault(const std::string &message, std::string inst, pto_status st, const pto_fault_info &record,
          std::string why)
        : std::runtime_error(message), instruction_(std::move(inst)), status_(st), info_(record),
          rule_(std::move(why))
    {
        info_.rule = nullptr; /* rule() owns the text */
    }
    /* The Tile Lib call, e.g. "TADD" (with the ISA operation when it differs). */
    const std::string &instruction() const { return instruction_; }
    /* PTO_FAULT for an architectural fault, else the API error (PTO_ERR_*). */
    pto_status status() const { return status_; }
    /* The fault record: kind (PTO_FAULT_NONE for an API error), trap, GM address. */
    pto_fault_kind kind() const { return info_.kind; }
    unsigned trap() const { return info_.trap; }
    bool has_addr() const { return info_.has_addr; }
    uint64_t addr() const { return info_.addr; }
    /* The rule that failed (a fault) or the error message. */
    const std::string &rule() const { return rule_; }

private:
    std::string instruction_;
    pto_status status_;
    pto_fault_info info_;
    std::string rule_;
};

namespace detail {

/* A buffer a kernel names: every Tile object bound to the same key (the
 * same TASSIGN address, or copies of one auto-mode object) shares it.  h
 * describes the ISA tile that holds the buffer's current value. */
struct Slot {
    bool has_value = false;
    pto_tile h{};
    unsigned users = 0;
    bool manual = false; /* a TASSIGN address: [lo, hi) are its bytes */
    uint64_t lo = 0, hi = 0;
    uint64_t alone_at = 0; /* a Context::manual_epoch at which no other TASSIGNed buffer overlapped it */
    /* The count of tiles ended by others (Context::others_ended) when h was
     * last known to name its tile: while the count is the same, it does. */
    uint64_t live_at = ~uint64_t{0};
};

class Context {
public:
    Context(pto_machine *m, bool owned) : m_(m), census_(pto_tiles_census(m)), owned_(owned) {}
    ~Context()
    {
        if (owned_) pto_destroy(m_);
    }
    Context(const Context &) = delete;
    Context &operator=(const Context &) = delete;

    pto_machine *machine() const { return m_; }
    /* The machine's tile counts, read in place (no call per instruction). */
    const pto_tile_census &census() const { return *census_; }
    FaultMode mode = FaultMode::Abort;
    unsigned pe_mask = 0x8; /* bit 3 = PE0 */
    std::unordered_map<uint64_t, Slot> slots;
    /* The TASSIGNed buffers by their first byte, and the most bytes one of
     * them has ever had: a buffer's overlaps start in (lo - span, hi). */
    std::map<uint64_t, Slot *> manual;
    uint64_t manual_span = 0;
    uint64_t manual_epoch = 1; /* advances whenever a TASSIGNed buffer appears or grows */
    /* The tiles this context has released on its machine, and the tiles
     * others have ended (census().ended less those) when the current
     * instruction began (context_of). */
    uint64_t own_ended = 0, others_ended = 0;
    uint64_t next_auto = 1;

    /* A fresh key for an object not bound to an address. */
    uint64_t auto_key() { return (uint64_t{1} << 63) | next_auto++; }

private:
    pto_machine *m_;
    const pto_tile_census *census_;
    bool owned_;
};

inline std::shared_ptr<Context> &thread_context()
{
    static thread_local std::shared_ptr<Context> ctx;
    return ctx;
}

[[noreturn]] inline void raise(FaultMode mode, const std::string &msg, const std::string &instruction, pto_status st,
                               const pto_fault_info &info, const std::string &rule)
{
    if (mode == FaultMode::Throw) throw Fault(msg, instruction, st, info, rule);
    std::fprintf(stderr, "%s\n", msg.c_str());
    std::fflush(stderr);
    std::abort();
}

/* An error of this layer or of the C API (no architectural fault). */
[[noreturn]] inline void fail(FaultMode mode, const std::string &instruction, pto_status st, const std::string &why)
{
    pto_fault_info none{};
    none.kind = PTO_FAULT_NONE;
    raise(mode, "[ptosim] " + instruction + ": " + pto_status_name(st) + ": " + why, instruction, st, none, why);
}

/* A function kept out of its callers: the error paths, whose text would
 * otherwise be built in every call's frame.  PTOSIM_INLINE: a step of
 * every instruction's usual path (the context, the sources, the
 * destination, the binding), inlined into the instruction whatever the
 * compiler's estimate of its caller's size, so that no instruction's usual
 * path calls out but to tile.h. */
#if defined(__GNUC__)
#define PTOSIM_NOINLINE __attribute__((noinline))
#define PTOSIM_INLINE __attribute__((always_inline)) inline
#else
#define PTOSIM_NOINLINE
#define PTOSIM_INLINE inline
#endif

/* fail with a fixed text, out of line. */
[[noreturn]] PTOSIM_NOINLINE inline void fail_text(FaultMode mode, const char *instruction, pto_status st,
                                                   const char *why)
{
    fail(mode, instruction, st, why);
}

inline std::shared_ptr<Context> &current_context()
{
    std::shared_ptr<Context> &c = thread_context();
    if (!c) {
        pto_machine *m = pto_create();
        if (!m) fail(FaultMode::Abort, "pto_create", PTO_ERR_NOMEM, "the host ran out of memory for a machine");
        c = std::make_shared<Context>(m, true);
    }
    return c;
}

inline std::string hex(uint64_t v)
{
    char b[24];
    std::snprintf(b, sizeof b, "0x%llx", static_cast<unsigned long long>(v));
    return b;
}

/* Reports r, which is not PTO_OK: a fault (recovering the machine first)
 * or an API error with pto_last_error's message. */
[[noreturn]] inline void report(Context &c, const char *instruction, const pto_result &r)
{
    pto_machine *m = c.machine();
    if (r.status == PTO_FAULT) {
        std::string rule = r.fault.rule ? r.fault.rule : "";
        std::string msg = std::string("[ptosim] ") + instruction + ": the ISA rejects it: " +
                          pto_fault_kind_name(r.fault.kind) + " fault (trap " + std::to_string(r.fault.trap) + "): " + rule;
        if (r.fault.has_addr) msg += " [GM address " + hex(r.fault.addr) + "]";
        pto_recover(m);
        raise(c.mode, msg, instruction, r.status, r.fault, rule);
    }
    std::string why = pto_last_error(m);
    fail(c.mode, instruction, r.status, why);
}

/* Reports r unless it is PTO_OK (report). */
inline void check(Context &c, const char *instruction, const pto_result &r)
{
    if (r.status != PTO_OK) report(c, instruction, r);
}

} // namespace detail

/* The current thread's machine (created on first use). */
inline pto_machine *machine() { return detail::current_context()->machine(); }

/* Runs this thread's kernels on m from now on (the caller keeps owning m;
 * nullptr returns to a machine of the thread's own).  Tile objects made
 * before stay on their machine; the fault mode and PE mask carry over. */
inline void use_machine(pto_machine *m)
{
    std::shared_ptr<detail::Context> &c = detail::thread_context();
    FaultMode mode = c ? c->mode : FaultMode::Abort;
    unsigned mask = c ? c->pe_mask : 0x8u;
    if (m) {
        c = std::make_shared<detail::Context>(m, false);
    } else {
        c.reset();
        detail::current_context();
    }
    c->mode = mode;
    c->pe_mask = mask;
}

inline void set_fault_mode(FaultMode mode) { detail::current_context()->mode = mode; }
inline FaultMode fault_mode() { return detail::current_context()->mode; }

/* The numeric profile of the current machine (PTO_PROFILE_IEEE by default). */
inline void set_profile(pto_profile p)
{
    detail::Context &c = *detail::current_context();
    pto_result r{};
    r.status = pto_set_profile(c.machine(), p);
    detail::check(c, "pto::sim::set_profile", r);
}
inline pto_profile profile() { return pto_get_profile(machine()); }

/* The PE mask of the tiles the next calls make (bit 3 = PE0 ... bit 0 =
 * PE3): one a B.IOT can write, 1000 0100 0010 0001 1100 1110 or 1111. */
inline void set_pe_mask(unsigned mask)
{
    detail::Context &c = *detail::current_context();
    static const unsigned legal[7] = {0x8, 0x4, 0x2, 0x1, 0xC, 0xE, 0xF};
    for (unsigned l : legal)
        if (l == mask) {
            c.pe_mask = mask;
            return;
        }
    detail::fail(c.mode, "pto::sim::set_pe_mask", PTO_ERR_ARG,
                 "PE mask " + detail::hex(mask) + " has no B.IOT encoding (1000 0100 0010 0001 1100 1110 1111)");
}
inline unsigned pe_mask() { return detail::current_context()->pe_mask; }

} // namespace sim
} // namespace pto

#endif
