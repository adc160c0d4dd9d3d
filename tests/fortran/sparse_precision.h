/* The kinds and routine names of one precision for the Level 2/3 and
 * conversion tests (level2.F90, conversions.F90), chosen by -DPRECISION_S,
 * _D, _C or _Z. RK is the kind of the data, WK_T the double-precision type
 * of the references. */
#if defined(PRECISION_S)
#  define RK c_float
#  define SCALAR_T real(c_float)
#  define WK_T real(c_double)
#  define PREFIX "s"
#  define KIT sparse_kit_s
#  define COOMV rocsparse_scoomv
#  define CSRMV_ANALYSIS rocsparse_scsrmv_analysis
#  define CSRMV rocsparse_scsrmv
#  define ELLMV rocsparse_sellmv
#  define HYBMV rocsparse_shybmv
#  define CSRMM rocsparse_scsrmm
#  define CSR2ELL rocsparse_scsr2ell
#  define ELL2CSR rocsparse_sell2csr
#  define CSR2HYB rocsparse_scsr2hyb
#  define HYB2CSR rocsparse_shyb2csr
#elif defined(PRECISION_D)
#  define RK c_double
#  define SCALAR_T real(c_double)
#  define WK_T real(c_double)
#  define PREFIX "d"
#  define KIT sparse_kit_d
#  define COOMV rocsparse_dcoomv
#  define CSRMV_ANALYSIS rocsparse_dcsrmv_analysis
#  define CSRMV rocsparse_dcsrmv
#  define ELLMV rocsparse_dellmv
#  define HYBMV rocsparse_dhybmv
#  define CSRMM rocsparse_dcsrmm
#  define CSR2ELL rocsparse_dcsr2ell
#  define ELL2CSR rocsparse_dell2csr
#  define CSR2HYB rocsparse_dcsr2hyb
#  define HYB2CSR rocsparse_dhyb2csr
#elif defined(PRECISION_C)
#  define IS_COMPLEX 1
#  define RK c_float
#  define SCALAR_T complex(c_float_complex)
#  define WK_T complex(c_double_complex)
#  define PREFIX "c"
#  define KIT sparse_kit_c
#  define COOMV rocsparse_ccoomv
#  define CSRMV_ANALYSIS rocsparse_ccsrmv_analysis
#  define CSRMV rocsparse_ccsrmv
#  define ELLMV rocsparse_cellmv
#  define HYBMV rocsparse_chybmv
#  define CSRMM rocsparse_ccsrmm
#  define CSR2ELL rocsparse_ccsr2ell
#  define ELL2CSR rocsparse_cell2csr
#  define CSR2HYB rocsparse_ccsr2hyb
#  define HYB2CSR rocsparse_chyb2csr
#elif defined(PRECISION_Z)
#  define IS_COMPLEX 1
#  define RK c_double
#  define SCALAR_T complex(c_double_complex)
#  define WK_T complex(c_double_complex)
#  define PREFIX "z"
#  define KIT sparse_kit_z
#  define COOMV rocsparse_zcoomv
#  define CSRMV_ANALYSIS rocsparse_zcsrmv_analysis
#  define CSRMV rocsparse_zcsrmv
#  define ELLMV rocsparse_zellmv
#  define HYBMV rocsparse_zhybmv
#  define CSRMM rocsparse_zcsrmm
#  define CSR2ELL rocsparse_zcsr2ell
#  define ELL2CSR rocsparse_zell2csr
#  define CSR2HYB rocsparse_zcsr2hyb
#  define HYB2CSR rocsparse_zhyb2csr
#else
#  error "define one of PRECISION_S, PRECISION_D, PRECISION_C, PRECISION_Z"
#endif

#ifdef IS_COMPLEX
#  define CONJ(v) conjg(v)
#else
#  define CONJ(v) (v)
#endif
