# ptosim demo: the four seed instructions, on two PEs (PE0 and PE1).
#
# Each PE has its own GPRs, so the same bundle fills, adds and subtracts
# with a per-PE scalar.  Tiles are 128 B per PE: FP32 with 8 columns gives
# 4 physical rows; the valid region is 2 x 6, the rest is padding.

.profile ieee
.gpr 0 a0 = 0x3fc00000        # PE0: 1.5
.gpr 1 a0 = 0x40200000        # PE1: 2.5
.gpr * a1 = 0x3f800000        # 1.0 on every PE
.gpr * a2 = 0x40a00000        # 5.0 on every PE

# T#1 = fill with a0 (TEXPANDS), padding Zero
BSTART.VEC TEXPANDS, FP32
B.DATR pad=Zero
B.DIM LB0=6 ; B.DIM LB1=2 ; B.DIM LB2=8
B.IOT mask=1100, last, ->T<128B>
B.IOR a0, zero, zero, ->zero
BSTOP

# U#1: host data (simulator control), the same on both PEs
.tile U#1 FP32 size=128B cols=8 valid=2x6 mask=1100
.fill U#1 pe=* = 1 2 3 4 5 6 7 8 9 10 11 12

# T#2 = T#1 + U#1 (TADD), padding Max (the largest finite FP32)
BSTART.VEC TADD, FP32
B.DATR pad=Max
B.DIM LB0=6 ; B.DIM LB1=2 ; B.DIM LB2=8
B.IOT T#1, U#1, mask=1100, last, ->T<128B>
BSTOP

# T#3 = T#2 - 1.0 (TSUBS: always tile minus scalar), padding Min
BSTART.VEC TSUBS, FP32
B.DATR pad=Min
B.DIM LB0=6 ; B.DIM LB1=2 ; B.DIM LB2=8
B.IOT T#2, mask=1100, last, ->T<128B>
B.IOR a1, zero, zero, ->zero
BSTOP

# T#4 = predicate T#3 > 5.0 (TCMPS, CMode GT); no B.DATR pad: Null,
# so the padding bits are undefined
BSTART.VEC TCMPS, FP32
B.DATR cmode=GT, pad=Null
B.DIM LB0=6 ; B.DIM LB1=2 ; B.DIM LB2=8
B.IOT T#3, mask=1100, last, ->T<128B>
B.IOR a2, zero, zero, ->zero
BSTOP
