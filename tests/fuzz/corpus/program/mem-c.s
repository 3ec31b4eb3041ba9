.memsize 2G
.mem 0x7ffffffe S16 = -1
.mem 0 U4X2 = 0x1
.dump 0x7ffffff0 16
.dump 0 1
