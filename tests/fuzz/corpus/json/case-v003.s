.profile pto-v0
.tile T#1 FP64 size=512B cols=8 valid=1x4 mask=1111
.fill T#1 pe=* = 0xc07eb0c2181a97b5 0x061dd96d2ae4d9af 0x80370ad6cf78248d 0x0010000000000000
.gpr * s1 = 0x6151ea68000002
.gpr * s8 = 0xd186cfd9893aab01
.word 0x01e19181
.word 0x00400043
.word 0x00662043
.word 0x0009dc93
.word 0x00098013
.word 0x00000001
