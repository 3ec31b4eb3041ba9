.profile pto-v0
.tile M#5 U32 size=256B cols=1 valid=3x1 mask=1111
.fill M#5 pe=* = 0xac1904cb 0xca9eabc6 0xb2322b15
.tile M#6 U32 size=256B cols=1 valid=3x1 mask=1111
.fill M#6 pe=* = 0xb4ee7a30 0xb4628c44 0x7fffffff
.gpr * a0 = 0x8b1a8de5
.gpr * a7 = 0x29aeb2e4940001
.word 0xc8019181
.word 0x00048043
.word 0x00301043
.word 0x96494193
.word 0x00000013
.half 0x0000
