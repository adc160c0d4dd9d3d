/* The triangular solves of the HIP backend, csrsv and csrsm, over the
 * analysis of trm_analysis.hip (hip_trm.hpp). Two ways to run them:
 * - sync-free: one launch; each block takes the next positions of the
 *   solve order from a ticket counter, and a row waits, inside the kernel,
 *   for the rows it depends on to publish their results, each result
 *   being its own flag;
 * - by level: a launch per level, whose rows depend only on earlier
 *   levels, already finished; no waits, but a launch's cost per level.
 * csrsv gives each row a group of lanes over its dependencies; csrsm a
 * group of lanes over the right-hand sides, all of them solved in one visit
 * of each row, and for long lists over parts of its dependencies too,
 * each row's right-hand sides side by side in memory (a column-major B is
 * staged row-major around the solve). The result slots, the staged B and
 * the ticket live in the user's buffer and are reset on the stream before
 * each launch: nothing is allocated. */
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_spmv.hpp"
#include "hip/hip_syncfree.hpp"
#include "hip/hip_trm.hpp"

#include "backend.h"

constexpr int trsv_block = 256;

template <typename T>
struct is_complex_type
{
    static constexpr bool value = false;
};
template <typename R>
struct is_complex_type<hip_complex<R>>
{
    static constexpr bool value = true;
};

/* An entry of op(T): conjugated on the fly for a conjugate transpose. */
template <bool CONJ, typename T>
__device__ inline T entry(const T* val, rocsparse_int p)
{
    return CONJ ? conjugate(val[p]) : val[p];
}

/* What the kernels read of the analysis. */
struct trm_lists
{
    const rocsparse_int* order;
    const rocsparse_int* dep_ptr;
    const rocsparse_int* dep_row;
    const rocsparse_int* dep_val;
    const rocsparse_int* diag_pos;
};

/* The first position of this block's rows: the ticket's next ones when
 * sync-free (blocks need not start in index order, and a row may wait only
 * on rows handed out before it), else from the block index. */
template <bool SYNC>
__device__ inline int64_t block_first(rocsparse_int* ticket, int rows, int64_t begin)
{
    if(!SYNC)
        return begin + (int64_t)blockIdx.x * rows;
    __shared__ rocsparse_int first;
    if(threadIdx.x == 0)
        first = atomicAdd(ticket, rows);
    __syncthreads();
    return first;
}

/* Row r's diagonal for op(T) (1 for a unit diagonal, which is never
 * read); a zero or missing one lowers the pivot cell, and the solve still
 * divides by it. */
template <bool CONJ, typename T>
__device__ inline T row_diagonal(
    bool unit, const T* val, const rocsparse_int* diag_pos, rocsparse_int r, rocsparse_int* pivot, bool report)
{
    if(unit)
        return T(1);
    const rocsparse_int p = diag_pos[r];
    const T             d = p >= 0 ? entry<CONJ>(val, p) : T(0);
    if(report && is_zero(d))
        atomicMin(pivot, r);
    return d;
}

/* rhs / diagonal, where a unit diagonal skips the division. */
template <typename T>
__device__ inline T finish_row(const T& rhs, bool unit, const T& diagonal)
{
    return unit ? rhs : rhs / diagonal; /* hip_complex.hpp divides complex values */
}

/* csrsv: positions [begin, end) of the solve order, a group of G lanes per
 * row, its lanes over the row's dependencies. Sync-free, each row's result
 * goes to y and to its slot in result[], which starts unset: the slot is
 * the row's flag, so a dependency costs one load, and no fence orders a
 * flag after its value. A lane polls each dependency without blocking and
 * the loop runs over the whole wavefront until all its rows are done: the
 * wavefront's first unfinished row depends only on rows handed out before
 * it, to earlier blocks (running or done) or to earlier groups of this
 * wavefront (done), so it finishes, and so does each row after it: every
 * wait ends. */
template <typename T, int G, bool SYNC, bool CONJ, bool BATCH>
__device__ inline void trsv_row(int64_t                  k,
                                                          int64_t                  end,
                                                          bool                     unit,
                                                          product_scalar<T>        alpha,
                                                          const T*                 val,
                                                          trm_lists                a,
                                                          const T*                 x,
                                                          T*                       y,
                                                          T*                       result,
                                                          rocsparse_int*           pivot)
{
    const int     lane = threadIdx.x % G;
    bool          finished = k >= end;
    rocsparse_int r = 0, j = 0, e = 0;
    if(!finished)
    {
        r = a.order[k];
        j = a.dep_ptr[k] + lane;
        e = a.dep_ptr[k + 1];
    }
    /* What does not depend on other rows is read before any wait, so that
     * a row, once its dependencies are in, is a few operations from done. */
    T rhs = T(0), diagonal = T(1);
    if(!finished && lane == 0)
    {
        rhs      = alpha.get() * x[r];
        diagonal = row_diagonal<CONJ>(unit, val, a.diag_pos, r, pivot, true);
    }
    T sum = T(0);
    if constexpr(!SYNC)
    {
        for(; j < e; j += G)
            sum = mul_add(entry<CONJ>(val, a.dep_val[j]), y[a.dep_row[j]], sum);
        sum = subwarp_sum<G>(sum);
        if(!finished && lane == 0)
            y[r] = finish_row(rhs - sum, unit, diagonal);
    }
    else
    {
        /* The lane's next dependency and its entry, loaded before its wait. */
        rocsparse_int d    = 0;
        T             coef = T(0);
        if(j < e)
        {
            d    = a.dep_row[j];
            coef = entry<CONJ>(val, a.dep_val[j]);
        }
        while(wave_any(!finished))
        {
            if(!finished)
            {
                while(j < e)
                {
                    /* Long lists (BATCH): four dependencies loaded
                     * together, so that their loads overlap; taken only
                     * when all four are in. Not for short lists, whose
                     * kernels it would slow down (registers). */
                    if(BATCH && j + 3 * G < e)
                    {
                        const rocsparse_int j1 = j + G, j2 = j + 2 * G, j3 = j + 3 * G;
                        const T             v0 = load_relaxed(result + d);
                        const T             v1 = load_relaxed(result + a.dep_row[j1]);
                        const T             v2 = load_relaxed(result + a.dep_row[j2]);
                        const T             v3 = load_relaxed(result + a.dep_row[j3]);
                        if(!is_unset(v0) && !is_unset(v1) && !is_unset(v2) && !is_unset(v3))
                        {
                            sum = mul_add(coef, v0, sum);
                            sum = mul_add(entry<CONJ>(val, a.dep_val[j1]), v1, sum);
                            sum = mul_add(entry<CONJ>(val, a.dep_val[j2]), v2, sum);
                            sum = mul_add(entry<CONJ>(val, a.dep_val[j3]), v3, sum);
                            j += 4 * G;
                            if(j < e)
                            {
                                d    = a.dep_row[j];
                                coef = entry<CONJ>(val, a.dep_val[j]);
                            }
                            continue;
                        }
                    }
                    const T v = load_relaxed(result + d);
                    if(is_unset(v))
                        break;
                    sum = mul_add(coef, v, sum);
                    j += G;
                    if(j < e)
                    {
                        d    = a.dep_row[j];
                        coef = entry<CONJ>(val, a.dep_val[j]);
                    }
                }
            }
            const bool ready = group_all<G>(finished || j >= e) && !finished;
            if(wave_any(ready))
            {
                const T total = subwarp_sum<G>(sum);
                if(ready && lane == 0)
                {
                    const T out = finish_row(rhs - total, unit, diagonal);
                    y[r]        = out;
                    store_relaxed(result + r, out);
                }
                finished = finished || ready;
            }
        }
    }
}

template <typename T, int G, bool SYNC, bool CONJ, bool BATCH>
__global__ void __launch_bounds__(trsv_block) trsv_kernel(int64_t           begin,
                                                          int64_t           end,
                                                          bool              unit,
                                                          product_scalar<T> alpha,
                                                          const T*          val,
                                                          trm_lists         a,
                                                          const T*          x,
                                                          T*                y,
                                                          rocsparse_int*    ticket,
                                                          T*                result,
                                                          rocsparse_int*    pivot)
{
    const int64_t k = block_first<SYNC>(ticket, trsv_block / G, begin) + threadIdx.x / G;
    trsv_row<T, G, SYNC, CONJ, BATCH>(k, end, unit, alpha, val, a, x, y, result, pivot);
}

/* csrsm, sync-free, over a chunk of right-hand sides c0 .. c0 + G * R - 1:
 * a group of G * P lanes per row, P parts of G lanes; lane i of each part
 * holds right-hand sides c0 + i + G * q (q < R). With P = 1 the lanes walk
 * the row's whole dependency list; with P > 1 part p walks every P-th
 * entry from the p-th, and the parts add their sums by shuffles at the
 * end, so that a long list costs each lane a P-th of its round trips. The
 * row's list is read once for all its right-hand sides (the lanes of a part
 * load the same entries together). Each row's results for the launch sit
 * side by side in result[] (result[row * W + i + G * q], W the slots a row,
 * at least the chunk's right-hand sides below nrhs), each starting unset
 * and being its own flag as in csrsv: a dependency costs the part one
 * coalesced load per q, and no fence. B is X in place, row-major here
 * (B[r * ldb + c]: the user's B with trans_B, else its chunk staged by
 * trsm_stage_kernel, or a single column with ldb 1): only row r reads or
 * writes B's row r, so dependencies are read from the slots, never from B.
 * Every wait ends as at trsv_row: a lane polls without blocking and the
 * loop runs over the whole wavefront; the wavefront's unfinished row of
 * earliest position waits only on rows handed out before it, to earlier
 * blocks (running or done) or to earlier groups of this wavefront (done),
 * so it finishes, and so does each row after it. With P = 1 a lane
 * finishes on its own; with P > 1 the group finishes when all its lanes
 * have their parts, and the vote and shuffles are taken by the whole
 * wavefront together. A group has at most 32 lanes, aligned, so that on a
 * wavefront of 64 its vote and shuffles stay inside it as on one of 32. */
template <typename T, int G, int R, int P, bool CONJ>
__device__ inline void trsm_row(int64_t           k,
                                rocsparse_int     m,
                                rocsparse_int     nrhs,
                                rocsparse_int     c0,
                                int               W,
                                bool              unit,
                                product_scalar<T> alpha,
                                const T*          val,
                                trm_lists         a,
                                T*                B,
                                int64_t           ldb,
                                T*                result,
                                rocsparse_int*    pivot)
{
    static_assert(G * P <= 32 && (G * P & (G * P - 1)) == 0, "a group is an aligned power of two up to 32");
    const int     lane = threadIdx.x % (G * P);
    const int     i    = lane % G;
    const int     part = lane / G;
    const bool    row  = k < m;
    rocsparse_int r = 0, j = 0, e = 0;
    if(row)
    {
        r = a.order[k];
        j = a.dep_ptr[k] + part;
        e = a.dep_ptr[k + 1];
    }
    /* A right-hand side past the last one has nothing to solve, and no lane
     * ever reads its slots; they are the last of the chunk, so a lane
     * without its first has none. */
    bool    live[R];
    int64_t at[R];
    T       rhs[R], sum[R];
    for(int q = 0; q < R; ++q)
    {
        const rocsparse_int c = c0 + i + G * q;
        live[q]               = row && c < nrhs;
        at[q]                 = (int64_t)r * ldb + c;
        /* What does not depend on other rows is read before any wait. */
        rhs[q] = live[q] && part == 0 ? alpha.get() * B[at[q]] : T(0);
        sum[q] = T(0);
    }
    T diagonal = T(1);
    if(row)
        diagonal = row_diagonal<CONJ>(unit, val, a.diag_pos, r, pivot, lane == 0);
    /* With P > 1 a lane without right-hand sides still votes with its row. */
    bool          finished = P == 1 ? !live[0] : !row;
    const T*      slots    = result + i;
    rocsparse_int d        = 0;
    T             coef     = T(0);
    if(j < e)
    {
        d    = a.dep_row[j];
        coef = entry<CONJ>(val, a.dep_val[j]);
    }
    while(wave_any(!finished))
    {
        while(!finished && live[0] && j < e)
        {
            /* Four dependencies loaded together where the lane's part of the
             * list has them, so that their loads overlap; taken only when
             * all are in. */
            if(j + 3 * P < e)
            {
                const rocsparse_int dd[4] = {d, a.dep_row[j + P], a.dep_row[j + 2 * P], a.dep_row[j + 3 * P]};
                T                   v[4][R];
                bool                in = true;
                for(int u = 0; u < 4; ++u)
                    for(int q = 0; q < R; ++q)
                    {
                        v[u][q] = live[q] ? load_relaxed(slots + (int64_t)dd[u] * W + G * q) : T(0);
                        in      = in && !is_unset(v[u][q]);
                    }
                if(in)
                {
                    for(int u = 0; u < 4; ++u)
                    {
                        const T cu = u == 0 ? coef : entry<CONJ>(val, a.dep_val[j + u * P]);
                        for(int q = 0; q < R; ++q)
                            sum[q] = mul_add(cu, v[u][q], sum[q]);
                    }
                    j += 4 * P;
                    if(j < e)
                    {
                        d    = a.dep_row[j];
                        coef = entry<CONJ>(val, a.dep_val[j]);
                    }
                    continue;
                }
            }
            T    v[R];
            bool in = true;
            for(int q = 0; q < R; ++q)
            {
                v[q] = live[q] ? load_relaxed(slots + (int64_t)d * W + G * q) : T(0);
                in   = in && !is_unset(v[q]);
            }
            if(!in)
                break;
            for(int q = 0; q < R; ++q)
                sum[q] = mul_add(coef, v[q], sum[q]);
            j += P;
            if(j < e)
            {
                d    = a.dep_row[j];
                coef = entry<CONJ>(val, a.dep_val[j]);
            }
        }
        /* The lanes that write: with P = 1 each one once its list is
         * walked, with P > 1 part 0 of a group all of whose parts are. */
        bool write = !finished && j >= e;
        T    total[R];
        for(int q = 0; q < R; ++q)
            total[q] = sum[q];
        if constexpr(P > 1)
        {
            write = group_all<G * P>(finished || !live[0] || j >= e) && !finished;
            if(!wave_any(write))
                continue;
            for(int q = 0; q < R; ++q)
                total[q] = strided_sum<G * P, G>(sum[q]);
        }
        if(write)
        {
            for(int q = 0; q < R; ++q)
                if(live[q] && part == 0)
                {
                    /* rhs - total is arithmetic, so the result is never the
                     * unset value, even where B held it. */
                    const T out = finish_row(rhs[q] - total[q], unit, diagonal);
                    B[at[q]]    = out;
                    store_relaxed(result + (int64_t)r * W + i + G * q, out);
                }
            finished = true;
        }
    }
}

template <typename T, int G, int R, int P, bool CONJ>
__global__ void __launch_bounds__(trsv_block) trsm_kernel(rocsparse_int     m,
                                                          rocsparse_int     nrhs,
                                                          rocsparse_int     c0,
                                                          int               W,
                                                          bool              unit,
                                                          product_scalar<T> alpha,
                                                          const T*          val,
                                                          trm_lists         a,
                                                          T*                B,
                                                          int64_t           ldb,
                                                          rocsparse_int*    ticket,
                                                          T*                result,
                                                          rocsparse_int*    pivot)
{
    const int64_t k = block_first<true>(ticket, trsv_block / (G * P), 0) + threadIdx.x / (G * P);
    trsm_row<T, G, R, P, CONJ>(k, m, nrhs, c0, W, unit, alpha, val, a, B, ldb, result, pivot);
}

static trm_lists lists_of(const trm_analysis_hip* a)
{
    return trm_lists{a->order, a->dep_ptr, a->dep_row, a->dep_val, a->diag_pos};
}

/* Calls f(std::bool_constant<CONJ>) — for real values only false. */
template <typename T, typename F>
rocsparse_status with_conjugation(rocsparse_operation trans, F&& f)
{
    if(is_complex_type<T>::value && trans == rocsparse_operation_conjugate_transpose)
        return f(std::true_type{});
    return f(std::false_type{});
}

/* The ticket at 0 and every result slot unset, on the stream. */
template <typename T>
__global__ void __launch_bounds__(trsv_block) trsv_reset_kernel(int64_t slots, rocsparse_int* ticket, T* result)
{
    const int64_t i = (int64_t)blockIdx.x * trsv_block + threadIdx.x;
    if(i == 0)
        *ticket = 0;
    if(i < slots)
        make_unset(result[i]);
}

/* The ticket and slots slots of the user's buffer, reset on the stream;
 * returns the first slot. */
template <typename T>
static T* reset_slots(rocsparse_handle handle, int64_t slots, void* temp_buffer, rocsparse_int** ticket)
{
    *ticket   = static_cast<rocsparse_int*>(temp_buffer);
    T* result = reinterpret_cast<T*>(static_cast<char*>(temp_buffer) + trm_ticket_bytes);
    trsv_reset_kernel<T><<<dim3((unsigned)((slots + trsv_block - 1) / trsv_block)), trsv_block, 0, handle->stream>>>(
        slots, *ticket, result);
    return result;
}

/* A column-major B read by rows costs a piece of memory per column for
 * every row, and the rows of a level lie far apart, so most of each piece
 * is evicted before the neighbouring rows use it: with many right-hand
 * sides the solve is then bound by B's traffic (PERFORMANCE.md). So a
 * chunk of columns c0 .. c0 + width - 1 is turned row-major into stage
 * (width values a row) before the solve (IN), and back after it, a tile of
 * trsm_stage_rows rows a block through shared memory, so that both sides
 * are read and written in whole pieces. */
constexpr int trsm_stage_rows = 32;

template <typename T, bool IN>
__global__ void __launch_bounds__(trsv_block)
    trsm_stage_kernel(rocsparse_int m, int width, T* B, int64_t ldb, rocsparse_int c0, T* stage)
{
    static_assert(trsv_block % trsm_stage_rows == 0, "a block covers whole tile rows");
    constexpr int steps = trsv_block / trsm_stage_rows;
    /* One more column than rows, so that a tile's row and its column fall
     * in different banks. */
    __shared__ T  tile[trsm_stage_rows][trsm_stage_rows + 1];
    const int64_t r0   = (int64_t)blockIdx.x * trsm_stage_rows;
    const int     rows = m - r0 < trsm_stage_rows ? (int)(m - r0) : trsm_stage_rows;
    const int     x    = threadIdx.x % trsm_stage_rows;
    const int     y    = threadIdx.x / trsm_stage_rows;
    T*            part = stage + r0 * width;
    if(IN)
    {
        for(int c = y; c < width; c += steps)
            if(x < rows)
                tile[c][x] = B[(int64_t)(c0 + c) * ldb + r0 + x];
        __syncthreads();
        for(int f = threadIdx.x; f < rows * width; f += trsv_block)
            part[f] = tile[f % width][f / width];
    }
    else
    {
        for(int f = threadIdx.x; f < rows * width; f += trsv_block)
            tile[f % width][f / width] = part[f];
        __syncthreads();
        for(int c = y; c < width; c += steps)
            if(x < rows)
                B[(int64_t)(c0 + c) * ldb + r0 + x] = tile[c][x];
    }
}

template <typename T, int G, bool CONJ, bool BATCH = false>
static rocsparse_status trsv_launch(rocsparse_handle         handle,
                                    bool                     by_level,
                                    const trm_analysis_hip*  a,
                                    bool                     unit,
                                    const product_scalar<T>& alpha,
                                    const T*                 val,
                                    const T*                 x,
                                    T*                       y,
                                    rocsparse_int*           pivot,
                                    void*                    temp_buffer)
{
    constexpr int rows = trsv_block / G;
    if(by_level)
    {
        for(rocsparse_int l = 0; l < a->levels; ++l)
        {
            const int64_t begin = a->level_begin[l], end = a->level_begin[l + 1];
            trsv_kernel<T, G, false, CONJ, false><<<dim3((unsigned)((end - begin + rows - 1) / rows)), trsv_block, 0,
                                             handle->stream>>>(begin, end, unit, alpha, val, lists_of(a), x, y,
                                                               nullptr, nullptr, pivot);
            RETURN_IF_LAUNCH_FAILED();
        }
        return rocsparse_status_success;
    }
    rocsparse_int* ticket;
    T*             result = reset_slots<T>(handle, a->m, temp_buffer, &ticket);
    RETURN_IF_LAUNCH_FAILED();
    trsv_kernel<T, G, true, CONJ, BATCH><<<dim3((unsigned)(((int64_t)a->m + rows - 1) / rows)), trsv_block, 0,
                                    handle->stream>>>(0, a->m, unit, alpha, val, lists_of(a), x, y, ticket, result,
                                                      pivot);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csrsv_solve(rocsparse_handle     handle,
                                                precision            prec,
                                                rocsparse_operation  trans,
                                                rocsparse_diag_type  diag,
                                                rocsparse_int        m,
                                                rocsparse_int        nnz,
                                                const void*          alpha,
                                                rocsparse_index_base base,
                                                const void*          csr_val,
                                                const rocsparse_int* csr_row_ptr,
                                                const rocsparse_int* csr_col_ind,
                                                const void*          analysis,
                                                const void*          x,
                                                void*                y,
                                                rocsparse_int*       pivot,
                                                void*                temp_buffer)
{
    (void)m;
    (void)nnz;
    (void)base;
    (void)csr_row_ptr;
    (void)csr_col_ind;
    const trm_analysis_hip* a      = static_cast<const trm_analysis_hip*>(analysis);
    const trsv_choice       choice = trsv_choose(handle, trsv_facts{a->m, a->deps, a->longest, a->levels});
    const bool              unit   = diag == rocsparse_diag_type_unit;
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        return with_conjugation<T>(trans, [&](auto conj) {
            constexpr bool         CONJ = decltype(conj)::value;
            const product_scalar<T> s   = make_product_scalar<T>(handle, alpha);
            const T*                v   = static_cast<const T*>(csr_val);
            const T*                xs  = static_cast<const T*>(x);
            T*                      ys  = static_cast<T*>(y);
            switch(choice.group)
            {
            case 1: return trsv_launch<T, 1, CONJ>(handle, choice.by_level, a, unit, s, v, xs, ys, pivot, temp_buffer);
            case 4: return trsv_launch<T, 4, CONJ>(handle, choice.by_level, a, unit, s, v, xs, ys, pivot, temp_buffer);
            case 8: return trsv_launch<T, 8, CONJ>(handle, choice.by_level, a, unit, s, v, xs, ys, pivot, temp_buffer);
            default:
                if(choice.batched)
                    return trsv_launch<T, 32, CONJ, true>(handle, choice.by_level, a, unit, s, v, xs, ys, pivot,
                                                          temp_buffer);
                return trsv_launch<T, 32, CONJ>(handle, choice.by_level, a, unit, s, v, xs, ys, pivot, temp_buffer);
            }
        });
    });
}

/* One launch a chunk of G * R right-hand sides, each with its slots reset;
 * W, the slots a row, is the chunk's width (at most trm_rhs_slots(nrhs),
 * what the buffer holds). A row-major B (trans_B) is solved in place; a
 * column-major one with several right-hand sides chunk by chunk in the
 * stage after the slots (trsm_stage_kernel); a single column is row-major
 * with ldb 1. */
template <typename T, int G, int R, int P, bool CONJ>
static rocsparse_status trsm_launch(rocsparse_handle         handle,
                                    const trm_analysis_hip*  a,
                                    bool                     trans_B,
                                    bool                     unit,
                                    rocsparse_int            nrhs,
                                    const product_scalar<T>& alpha,
                                    const T*                 val,
                                    T*                       B,
                                    int64_t                  ldb,
                                    rocsparse_int*           pivot,
                                    void*                    temp_buffer)
{
    constexpr int rows  = trsv_block / (G * P);
    constexpr int chunk = G * R;
    static_assert(chunk <= trsm_stage_rows, "a chunk's columns fit a staging tile");
    const dim3    grid((unsigned)(((int64_t)a->m + rows - 1) / rows));
    const dim3    tiles((unsigned)(((int64_t)a->m + trsm_stage_rows - 1) / trsm_stage_rows));
    const int     W      = nrhs < chunk ? (int)nrhs : chunk;
    const bool    staged = !trans_B && nrhs > 1;
    T*            stage  = reinterpret_cast<T*>(static_cast<char*>(temp_buffer) + trm_ticket_bytes
                                                + trm_slot_bytes(a->m, nrhs, sizeof(T)));
    for(rocsparse_int c0 = 0; c0 < nrhs; c0 += chunk)
    {
        const int width = nrhs - c0 < chunk ? (int)(nrhs - c0) : chunk;
        if(staged)
        {
            trsm_stage_kernel<T, true><<<tiles, trsv_block, 0, handle->stream>>>(a->m, width, B, ldb, c0, stage);
            RETURN_IF_LAUNCH_FAILED();
        }
        rocsparse_int* ticket;
        T*             result = reset_slots<T>(handle, (int64_t)a->m * W, temp_buffer, &ticket);
        RETURN_IF_LAUNCH_FAILED();
        if(staged)
            trsm_kernel<T, G, R, P, CONJ><<<grid, trsv_block, 0, handle->stream>>>(
                a->m, width, 0, W, unit, alpha, val, lists_of(a), stage, width, ticket, result, pivot);
        else
            trsm_kernel<T, G, R, P, CONJ><<<grid, trsv_block, 0, handle->stream>>>(
                a->m, nrhs, c0, W, unit, alpha, val, lists_of(a), B, trans_B ? ldb : 1, ticket, result, pivot);
        RETURN_IF_LAUNCH_FAILED();
        if(staged)
        {
            trsm_stage_kernel<T, false><<<tiles, trsv_block, 0, handle->stream>>>(a->m, width, B, ldb, c0, stage);
            RETURN_IF_LAUNCH_FAILED();
        }
    }
    return rocsparse_status_success;
}

extern "C" rocsparse_status backend_csrsm_solve(rocsparse_handle     handle,
                                                precision            prec,
                                                rocsparse_operation  trans_A,
                                                rocsparse_operation  trans_B,
                                                rocsparse_diag_type  diag,
                                                rocsparse_int        m,
                                                rocsparse_int        nrhs,
                                                rocsparse_int        nnz,
                                                const void*          alpha,
                                                rocsparse_index_base base,
                                                const void*          csr_val,
                                                const rocsparse_int* csr_row_ptr,
                                                const rocsparse_int* csr_col_ind,
                                                const void*          analysis,
                                                void*                B,
                                                rocsparse_int        ldb,
                                                rocsparse_int*       pivot,
                                                void*                temp_buffer)
{
    (void)m;
    (void)nnz;
    (void)base;
    (void)csr_row_ptr;
    (void)csr_col_ind;
    const trm_analysis_hip* a       = static_cast<const trm_analysis_hip*>(analysis);
    const bool              unit    = diag == rocsparse_diag_type_unit;
    const bool              trans_b = trans_B != rocsparse_operation_none;
    const trsm_choice       choice  = trsm_choose(handle, trsv_facts{a->m, a->deps, a->longest, a->levels}, nrhs);
    return dispatch_precision(prec, [&](auto tag) {
        using T = typename decltype(tag)::type;
        return with_conjugation<T>(trans_A, [&](auto conj) {
            constexpr bool          CONJ = decltype(conj)::value;
            const product_scalar<T> s    = make_product_scalar<T>(handle, alpha);
            const T*                v    = static_cast<const T*>(csr_val);
            T*                      b    = static_cast<T*>(B);
            /* The shapes of trsm_choice (G lanes x R right-hand sides a
             * lane, P parts). */
            switch(choice)
            {
            case trsm_choice::lanes8:
                return trsm_launch<T, 8, 1, 1, CONJ>(handle, a, trans_b, unit, nrhs, s, v, b, ldb, pivot, temp_buffer);
            case trsm_choice::lanes8_split:
                return trsm_launch<T, 8, 1, 4, CONJ>(handle, a, trans_b, unit, nrhs, s, v, b, ldb, pivot, temp_buffer);
            case trsm_choice::lanes32:
                return trsm_launch<T, 32, 1, 1, CONJ>(handle, a, trans_b, unit, nrhs, s, v, b, ldb, pivot, temp_buffer);
            default:
                return trsm_launch<T, 8, 4, 4, CONJ>(handle, a, trans_b, unit, nrhs, s, v, b, ldb, pivot, temp_buffer);
            }
        });
    });
}
