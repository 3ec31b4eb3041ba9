        .text
        .globl  foo
        .type   foo,@function
foo:
        addi zero, 10, ->a0
        swi a0, [sp]
        lwi [sp], ->a1
        ebreak 0
        .size   foo, .-foo
