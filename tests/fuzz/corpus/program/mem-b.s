.memsize pto-v0
.acr 2
.mem 3070 U8 = 1 2 3
.mem 4092 U32 = 0xdeadbeef
.dump 3060 16
.dump 4088 8
.mem 0 file=absent.bin len=4
