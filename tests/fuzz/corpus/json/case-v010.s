.profile pto-v0
.tile U#1 U32 size=128B cols=2 valid=2x2 mask=1111
.fill U#1 pe=* = 0xa6bad10a 0x80000000 0x00000001 0x4123abdc
.tile M#1 FP64 size=128B cols=4 valid=1x1 mask=1111
.tile M#2 FP16 size=128B cols=16 valid=1x1 mask=1111
.fill M#2 pe=* = 0x876a
.tile M#3 FP32 size=128B cols=8 valid=1x1 mask=1111
.gpr * a5 = 0x3a92f6c3040002
.gpr * a6 = 0x8ef7df10
.word 0xcad19181
.word 0xa8001023
.word 0x00038043
.word 0x00201043
.half 0xf83c
.word 0x0108db13
.word 0x00040013
.word 0x00000001
