.profile pto-v0
.tile T#1 FP16 size=128B cols=16 valid=1x1 mask=1111
.fill T#1 pe=* = 0x30b3
.gpr * a1 = 0x8000
.word 0xd3b19181
.word 0x00100043
.word 0x08002043
.word 0x0008ec13
.word 0x00000001
