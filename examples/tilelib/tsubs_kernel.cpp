// A kernel in the PTO Tile Lib's style, compiled unchanged against ptosim's
// Tile Lib layer (include/compat): the TSUBS page's example,
//
//     using TileT = Tile<TileType::Vec, float, 16, 16>;
//     TileT x, out;
//     TSUBS(out, x, 1.0f);
//
// with x loaded from device memory and out stored back, and the host side
// the Tile Lib's CPU tests use (aclrtMalloc, aclrtMemcpy).  Every call runs
// the bundle of its instruction on ptosim's machine.
//
//     c++ -std=c++17 -Iinclude/compat -Iinclude tsubs_kernel.cpp -Lbuild -lptosim
#include <pto/pto-inst.hpp>

#include <cstdio>

using namespace pto;

template <typename T, int kRows, int kCols>
AICORE void runTSubs(__gm__ T __out__ *out, __gm__ T __in__ *in, T scalar)
{
    using GShape = Shape<1, 1, 1, kRows, kCols>;
    using GStride = Stride<1, 1, 1, kCols, 1>;
    using GlobalData = GlobalTensor<T, GShape, GStride>;
    using TileT = Tile<TileType::Vec, T, kRows, kCols>;
    TileT x, outTile;
    TASSIGN(x, 0x0);
    TASSIGN(outTile, kRows * kCols * sizeof(T));
    GlobalData inGlobal(in), outGlobal(out);
    TLOAD(x, inGlobal);
    set_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    wait_flag(PIPE_MTE2, PIPE_V, EVENT_ID0);
    TSUBS(outTile, x, scalar);
    set_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    wait_flag(PIPE_V, PIPE_MTE3, EVENT_ID0);
    TSTORE(outGlobal, outTile);
}

int main()
{
    constexpr int n = 16 * 16;
    size_t bytes = n * sizeof(float);
    aclInit(nullptr);
    aclrtSetDevice(0);
    float *host, *in, *out;
    aclrtMallocHost(reinterpret_cast<void **>(&host), bytes);
    aclrtMalloc(reinterpret_cast<void **>(&in), bytes, ACL_MEM_MALLOC_HUGE_FIRST);
    aclrtMalloc(reinterpret_cast<void **>(&out), bytes, ACL_MEM_MALLOC_HUGE_FIRST);
    for (int i = 0; i < n; i++) host[i] = static_cast<float>(i);
    aclrtMemcpy(in, bytes, host, bytes, ACL_MEMCPY_HOST_TO_DEVICE);

    runTSubs<float, 16, 16>(out, in, 1.0f);

    aclrtMemcpy(host, bytes, out, bytes, ACL_MEMCPY_DEVICE_TO_HOST);
    int bad = 0;
    for (int i = 0; i < n; i++)
        if (host[i] != static_cast<float>(i) - 1.0f) bad++;
    std::printf("TSUBS(out, x, 1.0f) on Tile<Vec, float, 16, 16>: out[0] = %g, out[255] = %g, %s\n",
                static_cast<double>(host[0]), static_cast<double>(host[255]),
                bad ? "MISMATCH" : "all 256 elements equal x - 1");
    aclrtFree(in);
    aclrtFree(out);
    aclrtFreeHost(host);
    aclFinalize();
    return bad != 0;
}
