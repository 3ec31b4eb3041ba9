.profile pto-v0
.tile N#1 U64 size=256B cols=32 valid=1x13 mask=1111
.fill N#1 pe=* = 0xf64b197e93a60973 0xffffffffffffffff 0x7fffffffffffffff 0x12e2107ba3a22971 0x92bf6c3ef1e92c98 0xf6d10043fc3c6b04 0x7fffffffffffffff 0xfb07aef9c920549a 0x0000000000000001 0x263fde526934a195 0x6aa47248350e0c98 0x0000000000000001 0x75abf744c5d4721d
.gpr * ra = 0xcdb9be341cd2935f
.word 0xc2d19181
.word 0xf8001023
.word 0x00d00043
.word 0x00101043
.word 0x02002043
.word 0x0308da13
.word 0x00050013
.word 0x00000001
