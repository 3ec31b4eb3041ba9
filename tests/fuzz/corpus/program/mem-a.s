.memsize 64K
.mem 0x1000 FP32 = 1.0 -2.5 0x7fc00000 inf
.mem 0x1010 FP16 = 1.0 0x7e00 ; .mem 0x1014 BF16 = -1.0
.mem 0x1020 S8 = -1 127 -128 ; .mem 0x1023 U64 = 0x0102030405060708
.mem 0x1030 U4X2 = 0x1 0x2 0x3
.tile T#1 FP32 size=128B cols=8 valid=4x8
.fill T#1 pe=* = 1 2 3 4 5 6 7 8 1 2 3 4 5 6 7 8 1 2 3 4 5 6 7 8 1 2 3 4 5 6 7 8
BSTART.VEC TADD, FP32
B.DIM LB0=8 ; B.DIM LB1=4 ; B.DIM LB2=8
B.IOT T#1, T#1, mask=1111, last, ->T<128B>
BSTOP
.mem 0xfff0 U8 = 1 2 3 4
.dump 0x1000 64
.dump 0xfff0 16
