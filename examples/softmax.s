# ptosim demo: a row softmax of a 4 x 8 FP32 tile on PE0, from the
# reduction and expansion families:
#   T#1 = TROWMAX(U#1)                      the maximum of each row
#   T#2 = TROWEXPANDEXPDIF(U#1, T#1)        exp(x - max), correctly rounded
#   T#3 = TROWSUM(T#2)                      the sum of each row, in column order
#   T#4 = TROWEXPANDDIV(T#2, T#3)           exp(x - max) / sum
# Each step rounds once to FP32 (profile ieee).

.profile ieee
.tile U#1 FP32 size=128B cols=8 valid=4x8 mask=1000
.fill U#1 pe=0 = 1 2 3 4 5 6 7 8  0 0 0 0 0 0 0 0  -1 1 -2 2 -3 3 -4 4  100 0.5 0.25 -100 7 7 7 7

BSTART.SFU TROWMAX, FP32
B.DIM LB0=8 ; B.DIM LB1=4
B.IOT U#1, mask=1000, last, ->T<128B>
BSTOP

BSTART.SFU TROWEXPANDEXPDIF, FP32
B.DIM LB0=8 ; B.DIM LB1=4
B.IOT U#1, T#1, mask=1000, last, ->T<128B>
BSTOP

BSTART.SFU TROWSUM, FP32
B.DIM LB0=8 ; B.DIM LB1=4
B.IOT T#2, mask=1000, last, ->T<128B>
BSTOP

BSTART.SFU TROWEXPANDDIV, FP32
B.DIM LB0=8 ; B.DIM LB1=4
B.IOT T#2, T#3, mask=1000, last, ->T<128B>
BSTOP
