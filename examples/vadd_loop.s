# z = x + y over n tiles of 8 x 32 FP32 on each of the four PEs: the
# counted loop of spec-digest-2 §11.4.  Tile i of the vectors (1 KiB) is
# added by PE i % 4: PE k starts at x + k KiB (a0), y + k KiB (a1) and
# z + k KiB (a2) and steps 4 KiB, for a3 = n tiles; a4 = 128 is
# the row stride in bytes.  The tile queue (decisions D17) lets
# every iteration load into T and add into U without running out of tiles;
# with `--naming flat` the 17th load into T stops with TileAllocation.
#
#   ptosim run examples/vadd_loop.s --mem 0x100000=x.bin --mem 0x1000000=y.bin \
#       --dump 0x2000000:4096=z.bin --gpr '*:a3=1000'
#
# (the addresses below suit n up to 3840 tiles a PE; --gpr sets others)
.naming queue
.gpr * a3 = 1                          # n: tiles on each PE
.gpr * a4 = 128                        # row stride: 32 FP32
.gpr 0 a0 = 0x100000 ; .gpr 0 a1 = 0x1000000 ; .gpr 0 a2 = 0x2000000
.gpr 1 a0 = 0x100400 ; .gpr 1 a1 = 0x1000400 ; .gpr 1 a2 = 0x2000400
.gpr 2 a0 = 0x100800 ; .gpr 2 a1 = 0x1000800 ; .gpr 2 a2 = 0x2000800
.gpr 3 a0 = 0x100c00 ; .gpr 3 a1 = 0x1000c00 ; .gpr 3 a2 = 0x2000c00
loop:
        BSTART.TLOAD FP32                      # x tile: T#1
        B.DIM zero, 32, ->LB0
        B.DIM zero, 8, ->LB1
        B.IOR a0, a4
        B.IOT mask=1111, last, ->T<1KB>
        BSTOP
        BSTART.TLOAD FP32                      # y tile: T#1, x is now T#2
        B.DIM zero, 32, ->LB0
        B.DIM zero, 8, ->LB1
        B.IOR a1, a4
        B.IOT mask=1111, last, ->T<1KB>
        BSTOP
        BSTART.VEC TADD, FP32                  # z tile: U#1
        B.DIM zero, 32, ->LB0
        B.DIM zero, 8, ->LB1
        B.IOT T#2, T#1, mask=1111, last, ->U<1KB>
        BSTOP
        BSTART.TSTORE FP32
        B.IOR a2, a4
        B.IOT U#1, mask=1111, last
        BSTOP
        BSTART.STD COND, loop                  # the back edge, taken while a3 != 0
        hl.addi a0, 4096, ->a0                 # the next 4 KiB: four PEs x 1 KiB
        hl.addi a1, 4096, ->a1
        hl.addi a2, 4096, ->a2
        subi a3, 1, ->a3
        setc.ne a3, zero
        BSTOP
        C.BSTART.SYS FALL
        ebreak 0                               # the end of the program (decisions D20)
