BSTART.VEC TSUBS, FP32
B.DATR pad=Min
B.DIM LB0=8 ; B.DIM LB1=4 ; B.DIM LB2=8
B.IOT T#1, mask=1111, last, ->T<128B>
B.IOR a0, zero, zero, ->zero
BSTOP
