.profile pto-v0
.tile U#1 S16 size=128B cols=16 valid=1x1 mask=1111
.fill U#1 pe=* = 0x0000
.tile U#2 U8 size=128B cols=32 valid=1x1 mask=1111
.gpr * s7 = 0x3ae4a3d0600514cc
.word 0xcbb19181
.word 0x00800043
.word 0x00800043
.word 0x0009ec93
.word 0x00090013
.word 0x00000001
