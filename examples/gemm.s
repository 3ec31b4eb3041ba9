# D = A x B for FP16 A (16 x 64, row-major at 0x10000) and B (64 x 16,
# row-major at 0x20000) into FP32 D (16 x 16, row-major at 0x30000): the
# CUBE GEMM of spec-digest-2 §10 in four K steps of 16.  Each step loads
# an A panel (16 x 16, TLOAD ND2M16: a CUBE_M16 tile in T) and a B panel
# (16 x 16, TLOAD ND2N8: a CUBE_N8 tile in U); the first step is TMATMUL,
# the others TMATMUL.ACC into a new accumulator in M (C = the previous one),
# and the last accumulator is stored row-major (TSTORE M162ND).  Every
# output is one fused multiply-add per term in increasing K, rounded to
# FP32 each time (decisions D25).  Flat tile naming: step k uses T#k, U#k,
# M#k (k = 1..4).
#
#   ptosim run examples/gemm.s --mem 0x10000=a.bin --mem 0x20000=b.bin \
#       --dump 0x30000:1024=d.bin
.gpr 0 a0 = 0x10000                    # A
.gpr 0 a1 = 0x20000                    # B
.gpr 0 a2 = 0x30000                    # D
.gpr 0 a3 = 128                        # A row stride: 64 FP16
.gpr 0 a4 = 32                         # B row stride: 16 FP16
.gpr 0 a5 = 64                         # D row stride: 16 FP32

        BSTART.TLOAD FP16                      # A[:, 0:16] -> T#1
        B.DATR layout=ND2M16, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a0, a3
        B.IOT mask=1000, last, ->T<512B>
        BSTOP
        BSTART.TLOAD FP16                      # B[0:16, :] -> U#1
        B.DATR layout=ND2N8, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a1, a4
        B.IOT mask=1000, last, ->U<512B>
        BSTOP
        BSTART.TMATMUL FP16                    # M#1 = A x B
        B.FPATR 0, 0, 0, 0, 0, 0, 0, 0, 0
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.DIM zero, 16, ->LB2
        B.IOT T#1, U#1, mask=1000, last, ->M<1KB>
        BSTOP
        hl.addi a0, 32, ->a0                 # the next A panel: 16 columns on
        hl.addi a1, 512, ->a1                # the next B panel: 16 rows down
        BSTART.TLOAD FP16                      # A[:, 16:32] -> T#2
        B.DATR layout=ND2M16, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a0, a3
        B.IOT mask=1000, last, ->T<512B>
        BSTOP
        BSTART.TLOAD FP16                      # B[16:32, :] -> U#2
        B.DATR layout=ND2N8, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a1, a4
        B.IOT mask=1000, last, ->U<512B>
        BSTOP
        BSTART.TMATMUL.ACC FP16                # M#2 = M#1 + A x B
        B.FPATR 0, 0, 0, 0, 0, 0, 0, 0, 0
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.DIM zero, 16, ->LB2
        B.IOT M#1, T#2, mask=1000
        B.IOT U#2, mask=1000, last, ->M<1KB>
        BSTOP
        hl.addi a0, 32, ->a0                 # the next A panel: 16 columns on
        hl.addi a1, 512, ->a1                # the next B panel: 16 rows down
        BSTART.TLOAD FP16                      # A[:, 32:48] -> T#3
        B.DATR layout=ND2M16, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a0, a3
        B.IOT mask=1000, last, ->T<512B>
        BSTOP
        BSTART.TLOAD FP16                      # B[32:48, :] -> U#3
        B.DATR layout=ND2N8, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a1, a4
        B.IOT mask=1000, last, ->U<512B>
        BSTOP
        BSTART.TMATMUL.ACC FP16                # M#3 = M#2 + A x B
        B.FPATR 0, 0, 0, 0, 0, 0, 0, 0, 0
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.DIM zero, 16, ->LB2
        B.IOT M#2, T#3, mask=1000
        B.IOT U#3, mask=1000, last, ->M<1KB>
        BSTOP
        hl.addi a0, 32, ->a0                 # the next A panel: 16 columns on
        hl.addi a1, 512, ->a1                # the next B panel: 16 rows down
        BSTART.TLOAD FP16                      # A[:, 48:64] -> T#4
        B.DATR layout=ND2M16, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a0, a3
        B.IOT mask=1000, last, ->T<512B>
        BSTOP
        BSTART.TLOAD FP16                      # B[48:64, :] -> U#4
        B.DATR layout=ND2N8, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a1, a4
        B.IOT mask=1000, last, ->U<512B>
        BSTOP
        BSTART.TMATMUL.ACC FP16                # M#4 = M#3 + A x B
        B.FPATR 0, 0, 0, 0, 0, 0, 0, 0, 0
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.DIM zero, 16, ->LB2
        B.IOT M#3, T#4, mask=1000
        B.IOT U#4, mask=1000, last, ->M<1KB>
        BSTOP
        hl.addi a0, 32, ->a0                 # the next A panel: 16 columns on
        hl.addi a1, 512, ->a1                # the next B panel: 16 rows down
        BSTART.TSTORE FP32                     # D = M#4, row-major
        B.DATR layout=M162ND, dtype=NONE
        B.DIM zero, 16, ->LB0
        B.DIM zero, 16, ->LB1
        B.IOR a2, a5
        B.IOT M#4, mask=1000, last
        BSTOP
        C.BSTART.SYS FALL
        ebreak 0                               # the end of the program (decisions D20)
