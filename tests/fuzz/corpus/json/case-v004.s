.profile pto-v0
.tile T#1 E4M3 size=128B cols=32 valid=1x1 mask=1111
.tile T#2 FP64 size=128B cols=4 valid=1x1 mask=1111
.fill T#2 pe=* = 0x8000000000000001
.tile T#3 U8 size=128B cols=32 valid=1x1 mask=1111
.fill T#3 pe=* = 0x4f
.gpr * s2 = 0xf6ce2cdde00004
.gpr * s3 = 0x6d9378b0c38ac0c
.word 0x83b19181
.word 0x00200043
.word 0x00069043
.word 0x00096213
.word 0x00070013
.word 0x00000001
