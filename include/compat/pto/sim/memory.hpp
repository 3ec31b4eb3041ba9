/* ptosim Tile Lib layer: device memory and the host-runtime calls the Tile
 * Lib's CPU tests make (aclInit, aclrtMalloc, aclrtMemcpy, ...).
 *
 * aclrtMalloc takes a range of ptosim's global memory (GM addresses from
 * 1 MiB up, 4 KiB aligned, inside the default 2^32-byte GM) and returns a
 * host buffer of the same size that stands for it, so a kernel may also
 * read or write device memory through the pointer, as Tile Lib kernels do
 * (`TCMPS(dst, src, src1[0], mode)`).  The host buffer is what the host
 * sees; each memory instruction first writes the host bytes of the range
 * it covers into the machine's GM (TLOAD, TSTORE, MGATHER, MSCATTER: the
 * tensor's extent, clipped to device memory and to the machine's GM size),
 * runs on GM, and a storing instruction then reads that range back into
 * the host buffer.  So the instruction sees every host write made before
 * it, the host sees every store, and GM faults (alignment, an address past
 * the GM size) are the ISA's.  Fresh device memory is zero, like GM at
 * reset.  Kernels run when they are called: streams are names and
 * synchronising does nothing. */
#ifndef PTOSIM_COMPAT_SIM_MEMORY_HPP
#define PTOSIM_COMPAT_SIM_MEMORY_HPP

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <iterator>
#include <map>
#include <mutex>

#include "ptosim/ptosim.h"

namespace pto {
namespace sim {
namespace detail {

struct DeviceBlock {
    unsigned char *host;
    uint64_t size;
};

class DeviceMemory {
public:
    static constexpr uint64_t kBase = uint64_t{1} << 20;  /* first GM address handed out */
    static constexpr uint64_t kLimit = uint64_t{1} << 32; /* the default GM size */
    static constexpr uint64_t kAlign = 4096;

    static DeviceMemory &get()
    {
        static DeviceMemory d;
        return d;
    }
    ~DeviceMemory()
    {
        for (auto &b : by_gm_) std::free(b.second.host);
    }

    /* A zeroed block of size bytes; nullptr when GM or the host has no room. */
    void *allocate(uint64_t size)
    {
        if (size == 0) size = 1;
        std::lock_guard<std::mutex> lock(mu_);
        uint64_t at = kBase;
        for (auto &b : by_gm_) {
            if (b.first >= at && b.first - at >= size) break;
            at = round_up(b.first + b.second.size);
        }
        if (at > kLimit || kLimit - at < size) return nullptr;
        void *p = std::calloc(1, static_cast<size_t>(size));
        if (!p) return nullptr;
        by_gm_[at] = DeviceBlock{static_cast<unsigned char *>(p), size};
        by_host_[reinterpret_cast<uintptr_t>(p)] = at;
        gen_.fetch_add(1, std::memory_order_release);
        return p;
    }

    bool release(void *p)
    {
        std::lock_guard<std::mutex> lock(mu_);
        auto h = by_host_.find(reinterpret_cast<uintptr_t>(p));
        if (h == by_host_.end()) return false;
        by_gm_.erase(h->second);
        by_host_.erase(h);
        gen_.fetch_add(1, std::memory_order_release);
        std::free(p);
        return true;
    }

    /* The GM address of host pointer p inside (or one past the end of) a
     * block; false if p is not device memory. */
    bool translate(const void *p, uint64_t *gm)
    {
        uintptr_t u = reinterpret_cast<uintptr_t>(p);
        if (const Recent::Block *k = recent_host(u)) {
            *gm = k->gm + (u - k->host);
            return true;
        }
        std::lock_guard<std::mutex> lock(mu_);
        const DeviceBlock *b;
        uint64_t base;
        if (!find_host(u, &b, &base)) return false;
        remember(b, base);
        *gm = base + (u - reinterpret_cast<uintptr_t>(b->host));
        return true;
    }

    /* True if [p, p + n) lies inside one block. */
    bool contains(const void *p, uint64_t n)
    {
        std::lock_guard<std::mutex> lock(mu_);
        const DeviceBlock *b;
        uint64_t base;
        if (!find_host(reinterpret_cast<uintptr_t>(p), &b, &base)) return false;
        uint64_t off = reinterpret_cast<uintptr_t>(p) - reinterpret_cast<uintptr_t>(b->host);
        return n <= b->size - off;
    }

    /* Host bytes of GM [lo, hi) into the machine's GM (clipped to device
     * memory and the GM size), or back (pull). */
    void push(pto_machine *m, uint64_t lo, uint64_t hi) { sync(m, lo, hi, true); }
    void pull(pto_machine *m, uint64_t lo, uint64_t hi) { sync(m, lo, hi, false); }

private:
    static uint64_t round_up(uint64_t v) { return (v + kAlign - 1) / kAlign * kAlign; }

    /* The blocks this thread translated last (up to kRecent), while gen_
     * is still gen: a kernel's TLOADs and TSTOREs find their tensors'
     * blocks, and copy their ranges, without the lock and the two map
     * lookups.  Any allocation or release advances gen_. */
    static constexpr unsigned kRecent = 8;
    struct Recent {
        struct Block {
            uintptr_t host;
            uint64_t size, gm;
        };
        uint64_t gen = 0; /* gen_ starts at 1: never valid until set */
        unsigned n = 0, next = 0;
        Block b[kRecent];
    };
    static Recent &recent()
    {
        static thread_local Recent r;
        return r;
    }
    /* The recent blocks, if they still hold (else none). */
    const Recent *recent_valid()
    {
        const Recent &r = recent();
        return r.gen == gen_.load(std::memory_order_acquire) ? &r : nullptr;
    }
    /* The recent block holding host address u (one past its end counts). */
    const Recent::Block *recent_host(uintptr_t u)
    {
        if (const Recent *r = recent_valid())
            for (unsigned i = 0; i < r->n; i++)
                if (u - r->b[i].host <= r->b[i].size) return &r->b[i];
        return nullptr;
    }
    /* The recent block holding GM [lo, hi). */
    const Recent::Block *recent_gm(uint64_t lo, uint64_t hi)
    {
        if (const Recent *r = recent_valid())
            for (unsigned i = 0; i < r->n; i++)
                if (lo >= r->b[i].gm && hi - r->b[i].gm <= r->b[i].size) return &r->b[i];
        return nullptr;
    }
    /* Called under the lock: block b, at GM address gm, is recent. */
    void remember(const DeviceBlock *b, uint64_t gm)
    {
        Recent &r = recent();
        uint64_t g = gen_.load(std::memory_order_relaxed);
        if (r.gen != g) {
            r.gen = g;
            r.n = r.next = 0;
        }
        r.b[r.next] = Recent::Block{reinterpret_cast<uintptr_t>(b->host), b->size, gm};
        r.next = (r.next + 1) % kRecent;
        if (r.n < kRecent) r.n++;
    }

    bool find_host(uintptr_t p, const DeviceBlock **b, uint64_t *gm)
    {
        auto it = by_host_.upper_bound(p);
        if (it == by_host_.begin()) return false;
        --it;
        const DeviceBlock &blk = by_gm_.at(it->second);
        if (p - it->first > blk.size) return false;
        *b = &blk;
        *gm = it->second;
        return true;
    }

    void sync(pto_machine *m, uint64_t lo, uint64_t hi, bool to_gm)
    {
        uint64_t gsize = pto_mem_size(m);
        if (hi > gsize) hi = gsize;
        if (lo >= hi) return;
        if (const Recent::Block *k = recent_gm(lo, hi)) {
            /* inside a recent block: the one block it touches */
            unsigned char *h = reinterpret_cast<unsigned char *>(k->host) + (lo - k->gm);
            if (to_gm)
                (void)pto_mem_write(m, lo, h, static_cast<size_t>(hi - lo));
            else
                (void)pto_mem_read(m, lo, h, static_cast<size_t>(hi - lo));
            return;
        }
        std::lock_guard<std::mutex> lock(mu_);
        auto it = by_gm_.upper_bound(lo);
        if (it != by_gm_.begin()) --it;
        for (; it != by_gm_.end() && it->first < hi; ++it) {
            uint64_t a = it->first > lo ? it->first : lo;
            uint64_t end = it->first + it->second.size;
            uint64_t b = end < hi ? end : hi;
            if (a >= b) continue;
            unsigned char *h = it->second.host + (a - it->first);
            size_t n = static_cast<size_t>(b - a);
            if (to_gm)
                (void)pto_mem_write(m, a, h, n);
            else
                (void)pto_mem_read(m, a, h, n);
        }
    }

    std::mutex mu_;
    std::atomic<uint64_t> gen_{1}; /* advanced by every allocation and release */
    std::map<uint64_t, DeviceBlock> by_gm_;   /* GM address -> block */
    std::map<uintptr_t, uint64_t> by_host_;   /* host address -> GM address */
};

} // namespace detail

/* The GM address that device pointer p stands for (false if p is not from
 * aclrtMalloc). */
inline bool gm_address(const void *p, uint64_t *gm) { return detail::DeviceMemory::get().translate(p, gm); }

} // namespace sim
} // namespace pto

/* ---- the host runtime ------------------------------------------------------ */

typedef int aclError;
typedef void *aclrtStream;
typedef void *aclrtContext;
typedef void *aclrtEvent;

#ifndef ACL_SUCCESS
#define ACL_SUCCESS 0
#endif
#ifndef ACL_ERROR_INVALID_PARAM
#define ACL_ERROR_INVALID_PARAM 100000
#endif
#ifndef ACL_ERROR_BAD_ALLOC
#define ACL_ERROR_BAD_ALLOC 200000
#endif

typedef enum aclrtMemMallocPolicy {
    ACL_MEM_MALLOC_HUGE_FIRST = 0,
    ACL_MEM_MALLOC_HUGE_ONLY = 1,
    ACL_MEM_MALLOC_NORMAL_ONLY = 2,
    ACL_MEM_MALLOC_HUGE_FIRST_P2P = 3,
    ACL_MEM_MALLOC_HUGE_ONLY_P2P = 4,
    ACL_MEM_MALLOC_NORMAL_ONLY_P2P = 5
} aclrtMemMallocPolicy;

typedef enum aclrtMemcpyKind {
    ACL_MEMCPY_HOST_TO_HOST = 0,
    ACL_MEMCPY_HOST_TO_DEVICE = 1,
    ACL_MEMCPY_DEVICE_TO_HOST = 2,
    ACL_MEMCPY_DEVICE_TO_DEVICE = 3
} aclrtMemcpyKind;

namespace pto {
namespace sim {
namespace detail {
inline char stream_token; /* what a stream or context handle points at */
} // namespace detail
} // namespace sim
} // namespace pto

inline aclError aclInit(const char *) { return ACL_SUCCESS; }
inline aclError aclFinalize() { return ACL_SUCCESS; }
inline aclError aclrtSetDevice(int32_t) { return ACL_SUCCESS; }
inline aclError aclrtResetDevice(int32_t) { return ACL_SUCCESS; }
inline aclError aclrtGetDevice(int32_t *id)
{
    if (!id) return ACL_ERROR_INVALID_PARAM;
    *id = 0;
    return ACL_SUCCESS;
}
inline aclError aclrtSynchronizeDevice() { return ACL_SUCCESS; }
inline aclError aclrtCreateContext(aclrtContext *ctx, int32_t)
{
    if (!ctx) return ACL_ERROR_INVALID_PARAM;
    *ctx = &pto::sim::detail::stream_token;
    return ACL_SUCCESS;
}
inline aclError aclrtDestroyContext(aclrtContext) { return ACL_SUCCESS; }
inline aclError aclrtSetCurrentContext(aclrtContext) { return ACL_SUCCESS; }
inline aclError aclrtCreateStream(aclrtStream *s)
{
    if (!s) return ACL_ERROR_INVALID_PARAM;
    *s = &pto::sim::detail::stream_token;
    return ACL_SUCCESS;
}
inline aclError aclrtDestroyStream(aclrtStream) { return ACL_SUCCESS; }
inline aclError aclrtSynchronizeStream(aclrtStream) { return ACL_SUCCESS; }

inline aclError aclrtMalloc(void **p, size_t size, aclrtMemMallocPolicy)
{
    if (!p) return ACL_ERROR_INVALID_PARAM;
    *p = pto::sim::detail::DeviceMemory::get().allocate(size);
    return *p ? ACL_SUCCESS : ACL_ERROR_BAD_ALLOC;
}
inline aclError aclrtFree(void *p)
{
    if (!p) return ACL_SUCCESS;
    return pto::sim::detail::DeviceMemory::get().release(p) ? ACL_SUCCESS : ACL_ERROR_INVALID_PARAM;
}
inline aclError aclrtMallocHost(void **p, size_t size)
{
    if (!p) return ACL_ERROR_INVALID_PARAM;
    *p = std::calloc(1, size ? size : 1);
    return *p ? ACL_SUCCESS : ACL_ERROR_BAD_ALLOC;
}
inline aclError aclrtFreeHost(void *p)
{
    std::free(p);
    return ACL_SUCCESS;
}

/* count bytes from src to dst (count <= destMax); the device side of the
 * kind must be device memory over the whole range. */
inline aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind)
{
    if (count > destMax || (count && (!dst || !src))) return ACL_ERROR_INVALID_PARAM;
    pto::sim::detail::DeviceMemory &d = pto::sim::detail::DeviceMemory::get();
    bool dst_dev = kind == ACL_MEMCPY_HOST_TO_DEVICE || kind == ACL_MEMCPY_DEVICE_TO_DEVICE;
    bool src_dev = kind == ACL_MEMCPY_DEVICE_TO_HOST || kind == ACL_MEMCPY_DEVICE_TO_DEVICE;
    if (kind < ACL_MEMCPY_HOST_TO_HOST || kind > ACL_MEMCPY_DEVICE_TO_DEVICE) return ACL_ERROR_INVALID_PARAM;
    if (count && ((dst_dev && !d.contains(dst, count)) || (src_dev && !d.contains(src, count))))
        return ACL_ERROR_INVALID_PARAM;
    if (count) std::memmove(dst, src, count);
    return ACL_SUCCESS;
}
inline aclError aclrtMemcpyAsync(void *dst, size_t destMax, const void *src, size_t count, aclrtMemcpyKind kind,
                                 aclrtStream)
{
    return aclrtMemcpy(dst, destMax, src, count, kind);
}
inline aclError aclrtMemset(void *devPtr, size_t maxCount, int32_t value, size_t count)
{
    if (count > maxCount || (count && !devPtr)) return ACL_ERROR_INVALID_PARAM;
    if (count && !pto::sim::detail::DeviceMemory::get().contains(devPtr, count)) return ACL_ERROR_INVALID_PARAM;
    if (count) std::memset(devPtr, value, count);
    return ACL_SUCCESS;
}

#endif
