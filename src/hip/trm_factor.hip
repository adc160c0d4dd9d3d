/* csrilu0 and csric0 of the HIP backend: incomplete factorizations in
 * place, sync-free, in the order of the lower triangle's analysis
 * (hip_trm.hpp).
 *
 * Each block takes a ticket on start and with it the next positions of
 * the analysis's order, a group of W lanes per position (W from
 * trfactor_choose: 8, 16 or 32). A group works through its row's lower
 * entries in column order; before it uses row k it waits until row k's
 * done flag is set, and when its row is final it sets its own flag. A row
 * of at most W entries (and not too many dependencies) is held one entry
 * per lane: the group finds, before it waits, where each value it will
 * take lies, waits for all its dependencies at once, then loads those
 * values together, so that one row costs about one round trip to memory
 * after its last dependency is done. Longer rows take one dependency at a
 * time.
 *
 * Why every wait ends, on any input: row order[p] depends only on rows at
 * positions before p (the analysis orders them so), and positions are
 * handed out in increasing order to blocks that are already running.
 * Take the smallest position handed out whose row is not done: every row
 * it waits on sits at a smaller position, was handed out before it, and
 * is therefore done, so its group goes on and finishes. A group never
 * holds its wavefront while it waits (below), so that smallest row always
 * moves, and by induction every handed-out row finishes; blocks not yet
 * started wait for nothing. Zero pivots only produce inf or NaN, and
 * malformed columns are skipped or not found: neither stops a row.
 *
 * Waiting without holding the wavefront: lanes of one wavefront that
 * spin on different conditions deadlock where the wavefront runs in lock
 * step (AMD), when the row one group waits on belongs to another group of
 * the same wavefront. So no lane spins: every wavefront loops until all
 * its groups are done, and in each round a group takes the steps whose
 * rows are done and skips the rest, so the groups of a wavefront can wait
 * on each other.
 *
 * Memory order: a group writes its row, each lane fences, and one lane
 * sets the flag; a reader sees the flag from every lane, fences, and reads
 * the other row's values with loads that bypass the L1 cache, which is not
 * coherent between compute units and may hold a line read before the
 * other row was final. A lane reads and writes its own entries of its own
 * row with plain accesses: no other lane touches them until the row is
 * done. */
#include "hip/hip_kernel_choice.hpp"
#include "hip/hip_spmv.hpp"
#include "hip/hip_syncfree.hpp"
#include "hip/hip_trm.hpp"

constexpr int factor_block = 256;

/* ------------------------------------------------------- groups of lanes */

#ifdef __HIP_PLATFORM_NVIDIA__
/* The lanes of this thread's group within its warp, a bit each. */
template <int W>
__device__ inline unsigned group_lanes()
{
    return W == 32 ? 0xffffffffu : ((1u << W) - 1) << (threadIdx.x % 32 / W * W);
}
#endif

/* Whether p holds on every lane of the group, called by the group's lanes
 * alone (unlike group_all of hip_syncfree.hpp, which the whole wavefront
 * calls): the lanes of a group always take the same branches, while the
 * groups of a wavefront go their own ways. */
template <int W>
__device__ inline bool group_all_divergent(bool p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    const unsigned lanes = group_lanes<W>();
    return (__ballot_sync(lanes, p) & lanes) == lanes;
#else
    const uint64_t lanes = ((uint64_t(1) << W) - 1) << (__lane_id() / W * W);
    return (__ballot(p) & lanes) == lanes;
#endif
}

/* The value of v on lane src of the group (xor: on lane ^ src). */
template <int W, typename R>
__device__ inline R group_shuffle(R v, int src, bool xor_lane)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return xor_lane ? __shfl_xor_sync(group_lanes<W>(), v, src, W) : __shfl_sync(group_lanes<W>(), v, src, W);
#else
    return xor_lane ? __shfl_xor(v, src, W) : __shfl(v, src, W);
#endif
}

template <int W, typename R>
__device__ inline hip_complex<R> group_shuffle(const hip_complex<R>& v, int src, bool xor_lane)
{
    return hip_complex<R>(group_shuffle<W>(v.x, src, xor_lane), group_shuffle<W>(v.y, src, xor_lane));
}

template <int W, typename T>
__device__ inline T group_broadcast(const T& v, int src)
{
    return group_shuffle<W>(v, src, false);
}

/* The sum over the group, on every lane: each round adds the same two
 * values on both lanes of a pair, so every lane ends with the same sum. */
template <int W, typename T>
__device__ inline T group_sum(T v)
{
#pragma unroll
    for(int d = W / 2; d > 0; d /= 2)
        v += group_shuffle<W>(v, d, true);
    return v;
}

/* Makes every lane's fence come before what lane 0 does next. */
template <int W>
__device__ inline void group_sync()
{
#ifdef __HIP_PLATFORM_NVIDIA__
    __syncwarp(group_lanes<W>());
#else
    __builtin_amdgcn_wave_barrier();
#endif
}

/* A pause of a group whose rows are not done yet, longer the more rounds
 * it has waited (up to a bound), so that the polls of rows far from the
 * front leave the memory system to the rows that can move. */
__device__ inline void pause_briefly(int rounds)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    __nanosleep(rounds < 3 ? 32u << rounds : 256u);
#else
    if(rounds < 3)
        __builtin_amdgcn_s_sleep(1);
    else
        __builtin_amdgcn_s_sleep(4);
#endif
}

/* ------------------------------------------------ values of other rows */

/* A value of a row that another group finished, read past the L1 cache. */
__device__ inline float load_fresh(const float* p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __ldcg(p);
#else
    return *(const volatile float*)p;
#endif
}

__device__ inline double load_fresh(const double* p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    return __ldcg(p);
#else
    return *(const volatile double*)p;
#endif
}

template <typename R>
__device__ inline hip_complex<R> load_fresh(const hip_complex<R>* p)
{
    return hip_complex<R>(load_fresh(&p->x), load_fresh(&p->y));
}

__device__ inline bool row_done(const int* done, rocsparse_int row)
{
    return *(const volatile int*)(done + row) != 0;
}

/* After the group's last write to its row: every lane's writes before the
 * flag. */
template <int W>
__device__ inline void publish_row(int* done, rocsparse_int row, int lane)
{
    __threadfence();
    group_sync<W>();
    if(lane == 0)
        *(volatile int*)(done + row) = 1;
}

__device__ inline float real_part(float v)
{
    return v;
}
__device__ inline double real_part(double v)
{
    return v;
}
template <typename R>
__device__ inline R real_part(const hip_complex<R>& v)
{
    return v.x;
}

/* ------------------------------------------------------------- the rows */

/* Position of column c (in the matrix's base) in col_ind[lo, hi), sorted,
 * or -1. Unsorted columns make it miss entries, never read outside. */
__device__ inline rocsparse_int
    find_column(const rocsparse_int* col_ind, rocsparse_int lo, rocsparse_int hi, rocsparse_int c)
{
    while(lo < hi)
    {
        const rocsparse_int mid = lo + (hi - lo) / 2;
        const rocsparse_int v   = col_ind[mid];
        if(v == c)
            return mid;
        if(v < c)
            lo = mid + 1;
        else
            hi = mid;
    }
    return -1;
}

template <typename T>
struct factor_args
{
    rocsparse_int        m;
    rocsparse_int        base;
    const rocsparse_int* row_ptr;
    const rocsparse_int* col_ind;
    T*                   val;
    const rocsparse_int* order;
    const rocsparse_int* dep_ptr;
    const rocsparse_int* dep_row;
    const rocsparse_int* dep_val;
    const rocsparse_int* diag_pos;
    int*                 ticket;
    int*                 done;
    rocsparse_int*       pivot;
};

/* The row a group works on, positions zero-based: its entries [begin,
 * end), its diagonal (or -1), its dependencies [next, last) in the
 * analysis's lists, next being the first not yet applied. */
struct factor_row
{
    rocsparse_int row, begin, end, diag, next, last;
};

/* The lane of a W-group that holds the entry at position q of row r. */
template <int W>
__device__ inline int entry_lane(const factor_row& r, rocsparse_int q)
{
    return (q - r.begin) & (W - 1);
}

/* ILU(0), row k done, a_ik at position p: l_ik = a_ik / u_kk, then
 * a_ij -= l_ik * u_kj for the entries j > k of row i that row k also has.
 * The lane holding a_ik divides and shares l_ik; each lane updates its own
 * entries right of p, finding their columns in row k's upper part. */
template <int W, typename T>
__device__ inline void ilu_step(const factor_args<T>& a, const factor_row& r, rocsparse_int k, rocsparse_int p, int lane)
{
    const rocsparse_int dk    = a.diag_pos[k];
    const int           owner = entry_lane<W>(r, p);
    T                   l     = T(0);
    if(lane == owner)
    {
        l        = a.val[p] / (dk >= 0 ? load_fresh(a.val + dk) : T(0));
        a.val[p] = l;
    }
    l                        = group_broadcast<W>(l, owner);
    const rocsparse_int upper = dk >= 0 ? dk + 1 : a.row_ptr[k] - a.base;
    const rocsparse_int end_k = a.row_ptr[k + 1] - a.base;
    /* This lane's first entry right of p. */
    for(rocsparse_int q = p + 1 + ((lane - (p + 1 - r.begin)) & (W - 1)); q < r.end; q += W)
    {
        const rocsparse_int j = a.col_ind[q] - a.base;
        if(j <= k || j >= a.m)
            continue;
        const rocsparse_int s = find_column(a.col_ind, upper, end_k, j + a.base);
        if(s >= 0)
            a.val[q] = a.val[q] - l * load_fresh(a.val + s);
    }
}

/* ILU(0), all of row i's dependencies applied: a zero pivot if its
 * diagonal is missing or zero. */
template <int W, typename T>
__device__ inline void ilu_finish(const factor_args<T>& a, const factor_row& r, int lane)
{
    if(r.diag < 0 ? lane == 0 : lane == entry_lane<W>(r, r.diag) && is_zero(a.val[r.diag]))
        atomicMin(a.pivot, r.row);
}

/* IC(0), row j done, a_ij at position p (j < i):
 * l_ij = (a_ij - sum_{k < j} l_ik conj(l_jk)) / l_jj. Each lane adds the
 * products of its own entries left of p, whose l_ik are final, with their
 * matches in row j's lower part; the lane holding a_ij divides. */
template <int W, typename T>
__device__ inline void ic_step(const factor_args<T>& a, const factor_row& r, rocsparse_int j, rocsparse_int p, int lane)
{
    const rocsparse_int dj      = a.diag_pos[j];
    const rocsparse_int begin_j = a.row_ptr[j] - a.base;
    const rocsparse_int lower_j = dj >= 0 ? dj : a.row_ptr[j + 1] - a.base;
    T                   partial = T(0);
    for(rocsparse_int q = r.begin + lane; q < p; q += W)
    {
        const rocsparse_int k = a.col_ind[q] - a.base;
        if(k < 0 || k >= j)
            continue;
        const rocsparse_int s = find_column(a.col_ind, begin_j, lower_j, k + a.base);
        if(s >= 0)
            partial += a.val[q] * conjugate(load_fresh(a.val + s));
    }
    const T dot = group_sum<W>(partial);
    if(lane == entry_lane<W>(r, p))
        a.val[p] = (a.val[p] - dot) / (dj >= 0 ? load_fresh(a.val + dj) : T(0));
}

/* IC(0), all of row i's dependencies applied:
 * l_ii = sqrt(a_ii - sum_{k < i} |l_ik|^2), its real part being what a
 * Hermitian diagonal holds; a zero pivot where the diagonal is missing or
 * that real part is <= 0 (its root then NaN or 0). */
template <int W, typename T>
__device__ inline void ic_finish(const factor_args<T>& a, const factor_row& r, int lane)
{
    const rocsparse_int lower_end = r.diag >= 0 ? r.diag : r.end;
    T                   partial   = T(0);
    for(rocsparse_int q = r.begin + lane; q < lower_end; q += W)
    {
        const rocsparse_int k = a.col_ind[q] - a.base;
        if(k >= 0 && k < r.row)
            partial += a.val[q] * conjugate(a.val[q]);
    }
    const T squares = group_sum<W>(partial);
    if(r.diag < 0)
    {
        if(lane == 0)
            atomicMin(a.pivot, r.row);
    }
    else if(lane == entry_lane<W>(r, r.diag))
    {
        const auto d = real_part(a.val[r.diag] - squares);
        if(d <= 0)
            atomicMin(a.pivot, r.row);
        a.val[r.diag] = T(sqrt(d));
    }
}

/* ------------------------------------------------ rows that fit a group */

/* Dependencies a fitted row may have: the registers each lane gives to
 * them (a position and a value each) bound it. */
template <int W>
struct fitted_deps
{
    static constexpr int value = W < 16 ? W : 16;
};

/* A row of at most W entries and MAXD dependencies, one entry per lane,
 * as its lane sees it. Everything here comes from the pattern alone, so a
 * group finds it before it waits: once the dependencies are done, only
 * values are left to load, all at once. */
template <int MAXD>
struct fitted_row
{
    rocsparse_int q;       /* this lane's entry, or -1 */
    rocsparse_int col;     /* its column, zero-based */
    rocsparse_int divisor; /* lower entry (i, j): the position of row j's diagonal, else -1 */
    rocsparse_int at[MAXD]; /* the value dependency t contributes to this entry, or -1 */
};

/* ILU(0): entry (i, j) takes u_kj from row k's upper part for every
 * dependency k < j; IC(0): lower entry (i, j) takes l_jk from row j's lower
 * part for every dependency k < j. */
template <int MAXD, bool CHOLESKY, typename T>
__device__ inline void fit_row(const factor_args<T>& a, const factor_row& r, int lane, fitted_row<MAXD>& f)
{
    const rocsparse_int q = r.begin + lane;
    f.q                   = q < r.end ? q : -1;
    f.col                 = f.q >= 0 ? a.col_ind[q] - a.base : -1;
    const bool lower      = f.col >= 0 && f.col < r.row;
    const bool valid      = f.col >= 0 && f.col < a.m;
    f.divisor             = lower ? a.diag_pos[f.col] : -1;
    rocsparse_int own_lo = 0, own_hi = 0;
    if(CHOLESKY && lower)
    {
        own_lo = a.row_ptr[f.col] - a.base;
        own_hi = f.divisor >= 0 ? f.divisor : a.row_ptr[f.col + 1] - a.base;
    }
    const int deps = r.last - r.next;
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
    {
        f.at[t] = -1;
        const rocsparse_int k = t < deps && valid ? a.dep_row[r.next + t] : a.m;
        if(k < f.col)
        {
            if constexpr(CHOLESKY)
            {
                if(lower)
                    f.at[t] = find_column(a.col_ind, own_lo, own_hi, k + a.base);
            }
            else
            {
                const rocsparse_int dk = a.diag_pos[k];
                f.at[t] = find_column(a.col_ind, dk >= 0 ? dk + 1 : a.row_ptr[k] - a.base,
                                      a.row_ptr[k + 1] - a.base, f.col + a.base);
            }
        }
    }
}

/* Whether every dependency is done, as this lane sees it: all flags read
 * at once, so that each lane has seen them itself before it fences. */
template <int MAXD, typename T>
__device__ inline bool fitted_deps_done(const factor_args<T>& a, const factor_row& r)
{
    const int deps = r.last - r.next;
    bool      all  = true;
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
        if(t < deps)
            all &= row_done(a.done, a.dep_row[r.next + t]);
    return all;
}

/* The row, its dependencies done: every value it takes loaded at once,
 * then the dependencies in column order, each a division by the lane that
 * holds the entry and a broadcast of the quotient. */
template <int W, int MAXD, bool CHOLESKY, typename T>
__device__ inline void factor_fitted(const factor_args<T>& a, const factor_row& r, int lane, const fitted_row<MAXD>& f)
{
    const int deps = r.last - r.next;
    T         taken[MAXD];
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
        taken[t] = f.at[t] >= 0 ? load_fresh(a.val + f.at[t]) : T(0);
    const T divisor = f.divisor >= 0 ? load_fresh(a.val + f.divisor) : T(0);
    T       v       = f.q >= 0 ? a.val[f.q] : T(0);
    T       sum     = T(0); /* IC(0): what earlier dependencies took off this entry */
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
    {
        if(t < deps)
        {
            const int owner = a.dep_val[r.next + t] - r.begin;
            T         l     = T(0);
            if(lane == owner)
            {
                v = (CHOLESKY ? v - sum : v) / divisor;
                l = v;
            }
            l = group_broadcast<W>(l, owner);
            if(f.at[t] >= 0)
            {
                if constexpr(CHOLESKY)
                    sum += l * conjugate(taken[t]);
                else
                    v = v - l * taken[t];
            }
            if(CHOLESKY && f.col == r.row)
                sum += l * conjugate(l);
        }
    }
    if(r.diag < 0)
    {
        if(lane == 0)
            atomicMin(a.pivot, r.row);
    }
    else if(f.q == r.diag)
    {
        if constexpr(CHOLESKY)
        {
            const auto d = real_part(v - sum);
            if(d <= 0)
                atomicMin(a.pivot, r.row);
            v = T(sqrt(d));
        }
        else if(is_zero(v))
            atomicMin(a.pivot, r.row);
    }
    /* IC(0) leaves the upper triangle as it was. */
    if(f.q >= 0 && f.col >= 0 && f.col < a.m && (!CHOLESKY || f.col <= r.row))
        a.val[f.q] = v;
}

template <typename T, int W, bool CHOLESKY>
__global__ void __launch_bounds__(factor_block) trm_factor_kernel(factor_args<T> a)
{
    constexpr int        groups = factor_block / W;
    constexpr int        MAXD   = fitted_deps<W>::value;
    __shared__ rocsparse_int batch;
    if(threadIdx.x == 0)
        batch = atomicAdd(a.ticket, 1);
    __syncthreads();

    const int     lane     = threadIdx.x % W;
    const int64_t pos      = (int64_t)batch * groups + threadIdx.x / W;
    bool          finished = pos >= a.m;
    factor_row    r{};
    if(!finished)
    {
        r.row   = a.order[pos];
        r.begin = a.row_ptr[r.row] - a.base;
        r.end   = a.row_ptr[r.row + 1] - a.base;
        r.diag  = a.diag_pos[r.row];
        r.next  = a.dep_ptr[pos];
        r.last  = a.dep_ptr[pos + 1];
    }
    const bool       fits = !finished && r.end - r.begin <= W && r.last - r.next <= MAXD;
    fitted_row<MAXD> f;
    if(fits)
        fit_row<MAXD, CHOLESKY>(a, r, lane, f);
    int idle = 0;
    /* The wavefront's rounds (see the top of the file): the loop's
     * condition is the same on all its lanes, and a group's branches are
     * the same on all of the group's lanes. */
    while(wave_any(!finished))
    {
        if(finished)
            continue;
        if(fits)
        {
            if(group_all_divergent<W>(fitted_deps_done<MAXD>(a, r)))
            {
                __threadfence(); /* the dependencies' values after their flags */
                factor_fitted<W, MAXD, CHOLESKY>(a, r, lane, f);
                publish_row<W>(a.done, r.row, lane);
                finished = true;
            }
            else
                pause_briefly(idle++);
            continue;
        }
        /* Longer rows: one dependency at a time, as each is done. */
        bool moved = false;
        while(r.next < r.last)
        {
            const rocsparse_int k = a.dep_row[r.next];
            if(!group_all_divergent<W>(row_done(a.done, k)))
                break;
            __threadfence(); /* row k's values after its flag */
            if constexpr(CHOLESKY)
                ic_step<W>(a, r, k, a.dep_val[r.next], lane);
            else
                ilu_step<W>(a, r, k, a.dep_val[r.next], lane);
            ++r.next;
            moved = true;
        }
        if(r.next == r.last)
        {
            if constexpr(CHOLESKY)
                ic_finish<W>(a, r, lane);
            else
                ilu_finish<W>(a, r, lane);
            publish_row<W>(a.done, r.row, lane);
            finished = true;
        }
        else if(moved)
            idle = 0;
        else
            pause_briefly(idle++);
    }
}

template <typename T, int W>
static rocsparse_status launch_factor(rocsparse_handle handle, bool cholesky, const factor_args<T>& a)
{
    constexpr int groups = factor_block / W;
    const dim3    grid((unsigned)(((int64_t)a.m + groups - 1) / groups));
    if(cholesky)
        trm_factor_kernel<T, W, true><<<grid, factor_block, 0, handle->stream>>>(a);
    else
        trm_factor_kernel<T, W, false><<<grid, factor_block, 0, handle->stream>>>(a);
    RETURN_IF_LAUNCH_FAILED();
    return rocsparse_status_success;
}

static rocsparse_status trm_factor(rocsparse_handle     handle,
                                   bool                 cholesky,
                                   precision            prec,
                                   rocsparse_int        m,
                                   rocsparse_int        nnz,
                                   rocsparse_index_base base,
                                   void*                csr_val,
                                   const rocsparse_int* csr_row_ptr,
                                   const rocsparse_int* csr_col_ind,
                                   const void*          analysis,
                                   rocsparse_int*       pivot,
                                   void*                temp_buffer)
{
    const trm_analysis_hip* an = static_cast<const trm_analysis_hip*>(analysis);
    /* The tickets and the flags start from zero on every call. */
    RETURN_IF_HIP_ERROR(hipMemsetAsync(temp_buffer, 0, trm_factor_buffer_bytes(m), handle->stream));
    const trfactor_kernel kernel = trfactor_choose(handle, m, nnz);
    return dispatch_precision(prec, [&](auto tag) -> rocsparse_status {
        using T = typename decltype(tag)::type;
        int* ticket = static_cast<int*>(temp_buffer);
        const factor_args<T> a{m,           (rocsparse_int)base, csr_row_ptr,  csr_col_ind, static_cast<T*>(csr_val),
                               an->order,   an->dep_ptr,         an->dep_row,  an->dep_val, an->diag_pos,
                               ticket,      ticket + 1,          pivot};
        switch(kernel)
        {
        case trfactor_kernel_group8: return launch_factor<T, 8>(handle, cholesky, a);
        case trfactor_kernel_group16: return launch_factor<T, 16>(handle, cholesky, a);
        default: return launch_factor<T, 32>(handle, cholesky, a);
        }
    });
}

extern "C" rocsparse_status backend_csrilu0(rocsparse_handle     handle,
                                            precision            prec,
                                            rocsparse_int        m,
                                            rocsparse_int        nnz,
                                            rocsparse_index_base base,
                                            void*                csr_val,
                                            const rocsparse_int* csr_row_ptr,
                                            const rocsparse_int* csr_col_ind,
                                            const void*          analysis,
                                            rocsparse_int*       pivot,
                                            void*                temp_buffer)
{
    return trm_factor(handle, false, prec, m, nnz, base, csr_val, csr_row_ptr, csr_col_ind, analysis, pivot,
                      temp_buffer);
}

extern "C" rocsparse_status backend_csric0(rocsparse_handle     handle,
                                           precision            prec,
                                           rocsparse_int        m,
                                           rocsparse_int        nnz,
                                           rocsparse_index_base base,
                                           void*                csr_val,
                                           const rocsparse_int* csr_row_ptr,
                                           const rocsparse_int* csr_col_ind,
                                           const void*          analysis,
                                           rocsparse_int*       pivot,
                                           void*                temp_buffer)
{
    return trm_factor(handle, true, prec, m, nnz, base, csr_val, csr_row_ptr, csr_col_ind, analysis, pivot,
                      temp_buffer);
}
