.profile pto-v0
.tile U#5 FP32 size=256B cols=4 valid=1x1 mask=1111
.fill U#5 pe=* = 0x2376b10b
.tile U#6 FP32 size=256B cols=4 valid=1x1 mask=1111
.fill U#6 pe=* = 0x3bf4595d
.gpr * s3 = 0xd2201baaa60000
.gpr * s6 = 0x4e8f8f16461f123d
.word 0x08019181
.word 0x00100043
.word 0x00171043
.half 0x813c
.word 0x55484c13
.word 0x00000013
.word 0x00000001
