/* csrilu0 and csric0 of the HIP backend: incomplete factorizations in
 * place, sync-free, in the order of the lower triangle's analysis
 * (hip_trm.hpp).
 *
 * Each block takes a ticket on start and with it the next positions of
 * the analysis's order, a group of W lanes per position (W from
 * trfactor_choose: 8, 16 or 32). Rows pass their results to each other
 * through the published slots of the user's buffer (hip_trm.hpp), one per
 * entry of A, which start unset (hip_syncfree.hpp): a finished row stores
 * there what other rows read of it (ILU(0) its U part, IC(0) its L part,
 * the diagonal as its reciprocal), and each slot is its own done flag, so
 * a reader polls the very values it needs and has them once they are set.
 * A row of at most W entries (and not too many dependencies) is held one
 * entry per lane: the group finds, before it waits, which slot each value
 * it will take lies in (each lane searching on its own, or, strategies
 * matched8 and matched32, through the row's columns in shared memory: see
 * "rows matched through shared memory"), and its polls load them all at once,
 * so that one row costs about one round trip to memory after its last
 * dependency is published. Longer rows take one dependency at a time.
 *
 * Why every wait ends, on any input: row order[p] depends only on rows at
 * positions before p (the analysis orders them so), and positions are
 * handed out in increasing order to blocks that are already running.
 * Take the smallest position handed out whose row is not done: every row
 * it waits on sits at a smaller position, was handed out before it, and
 * is therefore done; a done row has published every slot of its side
 * whose column is valid, which covers every slot a row polls (each is
 * found in a dependency's pattern by a valid column), so the group goes
 * on and finishes. A group never
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
 * values are published and skips the rest, so the groups of a wavefront can wait
 * on each other.
 *
 * Memory order: no fences. A published slot is written once, after it
 * was reset on the stream, with its final value, and read with relaxed
 * device-scope loads that the L2 cache serves; a row reads nothing else
 * that another row writes during the launch (its own entries, read and
 * written with plain accesses by the lane that holds them, are touched by
 * no other group). A value copied unchanged from the input may carry the
 * unset pattern: it is published as a quiet NaN. */
#include <climits>

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

/* The lanes of the group where p holds, bit i for its lane i; called by
 * the group's lanes alone, as group_all_divergent. */
template <int W>
__device__ inline unsigned group_ballot(bool p)
{
#ifdef __HIP_PLATFORM_NVIDIA__
    const unsigned lanes = group_lanes<W>();
    return (__ballot_sync(lanes, p) & lanes) >> (threadIdx.x % 32 / W * W);
#else
    const uint64_t lanes = ((uint64_t(1) << W) - 1) << (__lane_id() / W * W);
    return (unsigned)((__ballot(p) & lanes) >> (__lane_id() / W * W));
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

/* Makes every lane's fence, and its stores to shared memory, come before
 * what the group's lanes do next (the matched rows' answers are written
 * by one lane and read by another). */
template <int W>
__device__ inline void group_sync()
{
#ifdef __HIP_PLATFORM_NVIDIA__
    __syncwarp(group_lanes<W>());
#else
    __builtin_amdgcn_fence(__ATOMIC_ACQ_REL, "wavefront");
    __builtin_amdgcn_wave_barrier();
#endif
}

/* ------------------------------------------------ values of other rows */

/* What a finished row publishes for one entry: the value, or, for its
 * diagonal, the value's reciprocal, which is all that readers divide by
 * (one division per row instead of one per row that uses it). */
template <typename T>
__device__ inline T published_form(const T& v, bool diagonal)
{
    return diagonal ? T(1) / v : v;
}

/* Never the unset pattern in a published slot, which a value copied
 * unchanged from the input could carry (arithmetic never yields it): a
 * quiet NaN instead, read the same way by the arithmetic. */
__device__ inline float publishable(float v)
{
    return is_unset(v) ? __uint_as_float(0x7fc00000u) : v;
}
__device__ inline double publishable(double v)
{
    return is_unset(v) ? __longlong_as_double(0x7ff8000000000000ll) : v;
}
template <typename R>
__device__ inline hip_complex<R> publishable(const hip_complex<R>& v)
{
    return hip_complex<R>(publishable(v.x), publishable(v.y));
}

template <typename T>
__device__ inline void publish(T* published, rocsparse_int q, const T& v, bool diagonal)
{
    store_relaxed(published + q, publishable(published_form(v, diagonal)));
}

/* Loads into v the published slot p unless v already holds its value;
 * whether it does now. */
template <typename T>
__device__ inline bool take_published(const T* p, T& v)
{
    if(is_unset(v))
        v = load_relaxed(p);
    return !is_unset(v);
}

/* What a row divides by where the diagonal it needs is missing: the
 * reciprocal of zero, so that inf or NaN spreads as backend.h says. */
template <typename T>
__device__ inline T reciprocal_of_missing()
{
    return T(1) / T(0);
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
    T*                   published; /* nnz slots, by position in val */
    rocsparse_int*       pivot;
    /* The analysis's fits (stored32), or null: */
    const rocsparse_int* fit_first;
    const unsigned*      fit_sources;
    const unsigned*      fit_takers;
};

/* The row a group works on, positions zero-based: its entries [begin,
 * end), its diagonal (or -1), its dependencies [next, last) in the
 * analysis's lists, next being the first not yet applied. */
struct factor_row
{
    rocsparse_int row, begin, end, diag, next, last;
};

/* The row at position pos of the analysis's order. */
template <typename T>
__device__ inline factor_row row_at(const factor_args<T>& a, int64_t pos)
{
    factor_row r;
    r.row   = a.order[pos];
    r.begin = a.row_ptr[r.row] - a.base;
    r.end   = a.row_ptr[r.row + 1] - a.base;
    r.diag  = a.diag_pos[r.row];
    r.next  = a.dep_ptr[pos];
    r.last  = a.dep_ptr[pos + 1];
    return r;
}

/* The lane of a W-group that holds the entry at position q of row r. */
template <int W>
__device__ inline int entry_lane(const factor_row& r, rocsparse_int q)
{
    return (q - r.begin) & (W - 1);
}

/* Whether an entry of column col (zero-based) is one that its row
 * publishes: ILU(0) the diagonal and U, IC(0) L and the diagonal. */
template <bool CHOLESKY>
__device__ inline bool published_entry(rocsparse_int col, rocsparse_int row, rocsparse_int m)
{
    return col >= 0 && col < m && (CHOLESKY ? col <= row : col >= row);
}

/* ILU(0), a_ik at position p, row k's dependency: l_ik = a_ik / u_kk,
 * then a_ij -= l_ik * u_kj for the entries j > k of row i that row k also
 * has. The lane holding a_ik divides and shares l_ik; each lane updates
 * its own entries right of p, finding their columns in row k's upper
 * part. Taken only when every value it reads of row k is published;
 * whether it was taken. */
template <int W, typename T>
__device__ inline bool ilu_step(const factor_args<T>& a, const factor_row& r, rocsparse_int k, rocsparse_int p, int lane)
{
    const rocsparse_int dk    = a.diag_pos[k];
    const int           owner = entry_lane<W>(r, p);
    const rocsparse_int upper = dk >= 0 ? dk + 1 : a.row_ptr[k] - a.base;
    const rocsparse_int end_k = a.row_ptr[k + 1] - a.base;
    /* This lane's first entry right of p. */
    const rocsparse_int first = p + 1 + ((lane - (p + 1 - r.begin)) & (W - 1));
    T                   inv   = reciprocal_of_missing<T>();
    bool                ready = true;
    if(lane == owner && dk >= 0)
    {
        make_unset(inv);
        ready = take_published(a.published + dk, inv);
    }
    for(rocsparse_int q = first; q < r.end && ready; q += W)
    {
        const rocsparse_int j = a.col_ind[q] - a.base;
        if(j <= k || j >= a.m)
            continue;
        const rocsparse_int s = find_column(a.col_ind, upper, end_k, j + a.base);
        ready                 = s < 0 || !is_unset(load_relaxed(a.published + s));
    }
    if(!group_all_divergent<W>(ready))
        return false;
    T l = T(0);
    if(lane == owner)
    {
        l        = a.val[p] * inv;
        a.val[p] = l;
    }
    l = group_broadcast<W>(l, owner);
    for(rocsparse_int q = first; q < r.end; q += W)
    {
        const rocsparse_int j = a.col_ind[q] - a.base;
        if(j <= k || j >= a.m)
            continue;
        const rocsparse_int s = find_column(a.col_ind, upper, end_k, j + a.base);
        if(s >= 0)
            a.val[q] = a.val[q] - l * load_relaxed(a.published + s);
    }
    return true;
}

/* ILU(0), all of row i's dependencies applied: a zero pivot if its
 * diagonal is missing or zero. */
template <int W, typename T>
__device__ inline void ilu_finish(const factor_args<T>& a, const factor_row& r, int lane)
{
    if(r.diag < 0 ? lane == 0 : lane == entry_lane<W>(r, r.diag) && is_zero(a.val[r.diag]))
        atomicMin(a.pivot, r.row);
}

/* IC(0), a_ij at position p, row j's dependency (j < i):
 * l_ij = (a_ij - sum_{k < j} l_ik conj(l_jk)) / l_jj. Each lane adds the
 * products of its own entries left of p, whose l_ik are final, with their
 * matches in row j's lower part; the lane holding a_ij divides. Taken only
 * when every value it reads of row j is published; whether it was. */
template <int W, typename T>
__device__ inline bool ic_step(const factor_args<T>& a, const factor_row& r, rocsparse_int j, rocsparse_int p, int lane)
{
    const rocsparse_int dj      = a.diag_pos[j];
    const int           owner   = entry_lane<W>(r, p);
    const rocsparse_int begin_j = a.row_ptr[j] - a.base;
    const rocsparse_int lower_j = dj >= 0 ? dj : a.row_ptr[j + 1] - a.base;
    T                   inv     = reciprocal_of_missing<T>();
    bool                ready   = true;
    if(lane == owner && dj >= 0)
    {
        make_unset(inv);
        ready = take_published(a.published + dj, inv);
    }
    for(rocsparse_int q = r.begin + lane; q < p && ready; q += W)
    {
        const rocsparse_int k = a.col_ind[q] - a.base;
        if(k < 0 || k >= j)
            continue;
        const rocsparse_int s = find_column(a.col_ind, begin_j, lower_j, k + a.base);
        ready                 = s < 0 || !is_unset(load_relaxed(a.published + s));
    }
    if(!group_all_divergent<W>(ready))
        return false;
    T partial = T(0);
    for(rocsparse_int q = r.begin + lane; q < p; q += W)
    {
        const rocsparse_int k = a.col_ind[q] - a.base;
        if(k < 0 || k >= j)
            continue;
        const rocsparse_int s = find_column(a.col_ind, begin_j, lower_j, k + a.base);
        if(s >= 0)
            partial += a.val[q] * conjugate(load_relaxed(a.published + s));
    }
    const T dot = group_sum<W>(partial);
    if(lane == owner)
        a.val[p] = (a.val[p] - dot) * inv;
    return true;
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

/* A longer row, all its dependencies applied and its values final: each
 * lane publishes its own entries. */
template <int W, bool CHOLESKY, typename T>
__device__ inline void publish_row(const factor_args<T>& a, const factor_row& r, int lane)
{
    for(rocsparse_int q = r.begin + lane; q < r.end; q += W)
    {
        const rocsparse_int col = a.col_ind[q] - a.base;
        if(!published_entry<CHOLESKY>(col, r.row, a.m))
            continue;
        const T v = a.val[q];
        publish(a.published, q, v, q == r.diag);
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
 * group finds it before it waits: once the dependencies are published,
 * only the values are left to take, and the polls that find them
 * published have already loaded them. */
template <int MAXD>
struct fitted_row
{
    static constexpr int  max_deps = MAXD;
    static constexpr bool preloads = false; /* see fitted_values::own */
    rocsparse_int q;        /* this lane's entry, or -1 */
    rocsparse_int col;      /* its column, zero-based */
    rocsparse_int divisor;  /* the entry of a dependency (i, k): row k's diagonal, else -1 */
    rocsparse_int at[MAXD]; /* the value dependency t contributes to this entry, or -1 */
    __device__ rocsparse_int source(int t) const
    {
        return at[t];
    }
};

/* ILU(0): entry (i, j) takes u_kj from row k's upper part for every
 * dependency k < j; IC(0): lower entry (i, j) takes l_jk from row j's lower
 * part for every dependency k < j. The lane holding a dependency's entry
 * takes the reciprocal of that row's diagonal. The searches of all the
 * dependencies go step by step together, each step one load for each, so
 * that a lane waits for about log2(row length) loads instead of that many
 * per dependency. */
template <int MAXD, bool CHOLESKY, typename T>
__device__ inline void fit_row(const factor_args<T>& a, const factor_row& r, int lane, fitted_row<MAXD>& f)
{
    const rocsparse_int q = r.begin + lane;
    f.q                   = q < r.end ? q : -1;
    f.col                 = f.q >= 0 ? a.col_ind[q] - a.base : -1;
    const bool lower      = f.col >= 0 && f.col < r.row;
    const bool valid      = f.col >= 0 && f.col < a.m;
    rocsparse_int own_lo = 0, own_hi = 0;
    if(CHOLESKY && lower)
    {
        const rocsparse_int dj = a.diag_pos[f.col];
        own_lo                 = a.row_ptr[f.col] - a.base;
        own_hi                 = dj >= 0 ? dj : a.row_ptr[f.col + 1] - a.base;
    }
    const int     deps  = r.last - r.next;
    bool          owner = false;
    rocsparse_int want[MAXD]; /* the column searched for, in the matrix's base */
    rocsparse_int len[MAXD];  /* what is left of the range; f.at[t] its start */
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
    {
        f.at[t] = 0;
        len[t]  = 0;
        want[t] = 0;
        if(t < deps && f.q >= 0)
            owner |= a.dep_val[r.next + t] == f.q;
        const rocsparse_int k = t < deps && valid ? a.dep_row[r.next + t] : a.m;
        if(k < f.col)
        {
            if constexpr(CHOLESKY)
            {
                if(lower)
                {
                    f.at[t] = own_lo;
                    len[t]  = own_hi - own_lo;
                    want[t] = k + a.base;
                }
            }
            else
            {
                const rocsparse_int dk = a.diag_pos[k];
                f.at[t]                = dk >= 0 ? dk + 1 : a.row_ptr[k] - a.base;
                len[t]                 = a.row_ptr[k + 1] - a.base - f.at[t];
                want[t]                = f.col + a.base;
            }
        }
        /* The search covers all but the range's last entry: it ends on
         * that last entry when every other one is smaller, so it ends
         * inside the range either way. -1: no search. */
        len[t] = len[t] > 0 ? len[t] - 1 : -1;
    }
    /* Lower bounds, all dependencies a step at a time, so that their loads
     * are in flight together. */
    for(bool more = true; more;)
    {
        more = false;
#pragma unroll
        for(int t = 0; t < MAXD; ++t)
        {
            const rocsparse_int half = len[t] > 0 ? len[t] / 2 : 0;
            const rocsparse_int v    = len[t] > 0 ? a.col_ind[f.at[t] + half] : 0;
            if(len[t] > 0)
            {
                if(v < want[t])
                {
                    f.at[t] += half + 1;
                    len[t] -= half + 1;
                }
                else
                    len[t] = half;
                more |= len[t] > 0;
            }
        }
    }
    /* Found where the search ended on the column itself (len[t] is 0 after
     * a search, -1 without one). */
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
        f.at[t] = len[t] == 0 && a.col_ind[f.at[t]] == want[t] ? f.at[t] : -1;
    f.divisor = owner && lower ? a.diag_pos[f.col] : -1;
}

/* ------------------------------------- rows matched through shared memory */

/* The same fitted rows, found another way (strategies matched8 and
 * matched32). fit_row above has every lane search every dependency's row
 * for its own column: with 27-point rows that is 13 binary searches of
 * several dependent loads on each of 27 lanes, the instructions and
 * registers (want, len and at of every dependency) that bound how many
 * rows are in flight; with 7-point rows, a chain of loads (a search's
 * steps, then the check of its end) before the row can wait. Here the
 * group writes its row's columns to shared memory once, and the
 * entries of each dependency's row, one a lane and all dependencies' loads
 * issued together, look themselves up in it: one coalesced load a
 * dependency, a search in shared memory, and the answer written to the
 * lane that takes the value. The answers stay in shared memory (a lane
 * reads its own column of them), so a lane holds in registers only the
 * values it takes. */
template <int W, int MAXD>
struct match_space
{
    rocsparse_int col[W];      /* the row's columns, as stored */
    rocsparse_int dep_of[W];   /* the dependency an entry is, or -1 */
    rocsparse_int at[MAXD][W]; /* at[t][lane]: as fitted_row::at */
};

template <int W, int MAXD>
struct matched_row
{
    static constexpr int  max_deps = MAXD;
    static constexpr bool preloads = true; /* see fitted_values::own */
    rocsparse_int        q, col, divisor; /* as in fitted_row */
    const rocsparse_int* at;              /* this lane's column of match_space::at */
    __device__ rocsparse_int source(int t) const
    {
        return at[t * W];
    }
};

/* Position of column c in the first n (<= W) of cols, sorted, or -1;
 * unsorted columns make it miss, never read past n. */
template <int W>
__device__ inline int find_in_row(const rocsparse_int* cols, int n, rocsparse_int c)
{
    int p = 0;
#pragma unroll
    for(int step = W / 2; step > 0; step /= 2)
        if(p + step <= n && cols[p + step - 1] < c)
            p += step;
    return p < n && cols[p] == c ? p : -1;
}

/* ILU(0): the entries of dependency t's row right of its diagonal (from
 * pos, as many as lanes) whose columns row i has: their positions go to
 * the lanes holding those columns. Duplicate columns (malformed) keep the
 * last of them, whichever lane finds it. */
template <int W, int MAXD, typename T>
__device__ inline void match_upper(const factor_args<T>& a, match_space<W, MAXD>& s, int n, int t, rocsparse_int k,
                                   rocsparse_int pos, rocsparse_int c)
{
    const rocsparse_int j = c - a.base;
    if(j <= k || j >= a.m)
        return;
    const int p = find_in_row<W>(s.col, n, c);
    if(p >= 0)
        atomicMax(&s.at[t][p], pos);
}

/* IC(0): entry pos of row j (this lane's column), of column c, to the
 * dependency of row i that has column c, if any. */
template <int W, int MAXD, typename T>
__device__ inline void match_lower(const factor_args<T>& a, match_space<W, MAXD>& s, int n, rocsparse_int j, int lane,
                                   rocsparse_int pos, rocsparse_int c)
{
    const rocsparse_int k = c - a.base;
    if(k < 0 || k >= j)
        return;
    const int p = find_in_row<W>(s.col, n, c);
    const int t = p >= 0 ? s.dep_of[p] : -1;
    if(t >= 0)
        s.at[t][lane] = pos;
}

template <int W, int MAXD, bool CHOLESKY, typename T>
__device__ inline void fit_row_matched(const factor_args<T>& a,
                                       const factor_row&     r,
                                       int                   lane,
                                       match_space<W, MAXD>& s,
                                       matched_row<W, MAXD>& f)
{
    const int           n    = r.end - r.begin;
    const int           deps = r.last - r.next;
    const rocsparse_int q    = r.begin + lane;
    f.q                      = lane < n ? q : -1;
    const rocsparse_int c    = f.q >= 0 ? a.col_ind[q] : 0;
    f.col                    = f.q >= 0 ? c - a.base : -1;
    f.at                     = &s.at[0][lane];
    const bool lower         = f.col >= 0 && f.col < r.row;
    s.col[lane]              = c;
    s.dep_of[lane]           = -1;
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
        s.at[t][lane] = -1;
    /* Lane t: dependency t, its row and where its searched part starts and
     * ends (ILU(0): right of row k's diagonal; IC(0): this lane's own row
     * left of its diagonal, for which lane t needs nothing). */
    rocsparse_int k = 0, lo = 0, hi = 0;
    if(lane < deps)
        k = a.dep_row[r.next + lane];
    if(!CHOLESKY && lane < deps)
    {
        const rocsparse_int dk = a.diag_pos[k];
        lo                     = dk >= 0 ? dk + 1 : a.row_ptr[k] - a.base;
        hi                     = a.row_ptr[k + 1] - a.base;
    }
    if(CHOLESKY && lower)
    {
        const rocsparse_int dj = a.diag_pos[f.col];
        lo                     = a.row_ptr[f.col] - a.base;
        hi                     = dj >= 0 ? dj : a.row_ptr[f.col + 1] - a.base;
    }
    group_sync<W>();
    if(lane < deps)
        s.dep_of[a.dep_val[r.next + lane] - r.begin] = lane;
    group_sync<W>();
    const bool owner = s.dep_of[lane] >= 0;
    f.divisor        = owner && lower ? a.diag_pos[f.col] : -1;
    if constexpr(!CHOLESKY)
    {
        /* A lane an entry of each dependency's part, the loads of all
         * dependencies in flight together; parts longer than the group
         * go on W entries at a time. */
        rocsparse_int cols[MAXD];
#pragma unroll
        for(int t = 0; t < MAXD; ++t)
        {
            const rocsparse_int lo_t = group_broadcast<W>(lo, t), hi_t = group_broadcast<W>(hi, t);
            cols[t]                  = t < deps && lo_t + lane < hi_t ? a.col_ind[lo_t + lane] : a.base - 1;
        }
#pragma unroll
        for(int t = 0; t < MAXD; ++t)
        {
            const rocsparse_int k_t = group_broadcast<W>(k, t), lo_t = group_broadcast<W>(lo, t);
            const rocsparse_int hi_t = group_broadcast<W>(hi, t);
            match_upper(a, s, n, t, k_t, lo_t + lane, cols[t]);
            for(rocsparse_int p = lo_t + W + lane; t < deps && p < hi_t; p += W)
                match_upper(a, s, n, t, k_t, p, a.col_ind[p]);
        }
    }
    else
    {
        /* This lane's entry (i, j), lower: row j's entries left of its
         * diagonal whose columns are dependencies of row i give it their
         * values. Each lane writes only its own column of at. */
        rocsparse_int cols[MAXD];
#pragma unroll
        for(int e = 0; e < MAXD; ++e)
            cols[e] = lo + e < hi ? a.col_ind[lo + e] : a.base - 1;
#pragma unroll
        for(int e = 0; e < MAXD; ++e)
            match_lower(a, s, n, f.col, lane, lo + e, cols[e]);
        for(rocsparse_int e = lo + MAXD; e < hi; ++e)
            match_lower(a, s, n, f.col, lane, e, a.col_ind[e]);
    }
    group_sync<W>();
}

/* --------------------------------------------- fits kept by the analysis */

/* What matched32 finds, found once by the analysis and kept (strategy
 * stored32; backend_trm_factor_analysis below), so that a row's life in
 * the factorization has no match in it: on a 27-point stencil the match
 * was half of it, and the rows in flight times their lives bound the wide
 * levels (PERFORMANCE.md). For each dependency t of a row, in three
 * arrays indexed as the analysis's dep_row: first, the position of the
 * first value of t's row that the row takes, and a bit for each value
 * taken (sources: bit b for position first + b); a bit for each taker
 * (takers). The n-th source goes to the n-th taker, both in column order.
 * ILU(0): the takers are the row's entries (bit p for entry begin + p),
 * the sources entries of row t right of its diagonal. IC(0): the taker is
 * t's own entry (i, j), which takes l_jk from row j for each earlier
 * dependency k of the row: bit u of takers for dependency u. A
 * dependency whose sources lie 32 or more apart is marked fit_unstorable,
 * and its row is walked as a longer row. 12 bytes a dependency. */
struct stored_fit
{
    rocsparse_int first;
    unsigned      sources, takers;
};

constexpr rocsparse_int fit_none       = -1; /* the dependency gives nothing */
constexpr rocsparse_int fit_unstorable = -2;

/* This lane's dependency's fit (lane t: dependency t), or none. */
template <typename T>
__device__ inline stored_fit load_fit(const factor_args<T>& a, const factor_row& r, int lane)
{
    if(r.next + lane >= r.last)
        return stored_fit{fit_none, 0u, 0u};
    const rocsparse_int d = r.next + lane;
    return stored_fit{a.fit_first[d], a.fit_sources[d], a.fit_takers[d]};
}

/* The row as fit_row_matched leaves it, from the kept fits: mine is lane
 * t's dependency's. Each dependency's pairs are written where the matched
 * rows' answers go. */
template <int W, int MAXD, bool CHOLESKY, typename T>
__device__ inline void fit_row_stored(const factor_args<T>& a,
                                      const factor_row&     r,
                                      int                   lane,
                                      const stored_fit&     mine,
                                      match_space<W, MAXD>& s,
                                      matched_row<W, MAXD>& f)
{
    const int n    = r.end - r.begin;
    const int deps = r.last - r.next;
    f.q            = lane < n ? r.begin + lane : -1;
    f.col          = f.q >= 0 ? a.col_ind[f.q] - a.base : -1;
    f.at           = &s.at[0][lane];
    const bool lower = f.col >= 0 && f.col < r.row;
    s.dep_of[lane]   = -1;
#pragma unroll
    for(int t = 0; t < MAXD; ++t)
        s.at[t][lane] = -1;
    group_sync<W>();
    if(lane < deps)
        s.dep_of[a.dep_val[r.next + lane] - r.begin] = lane;
    group_sync<W>();
    const int dep = s.dep_of[lane]; /* the dependency this lane's entry is, or -1 */
    f.divisor     = dep >= 0 && lower ? a.diag_pos[f.col] : -1;
    /* ILU(0): lane t pairs dependency t's sources with the row's entries;
     * IC(0): the lane of dependency t's entry takes t's fit and pairs its
     * sources with the earlier dependencies. */
    stored_fit e = mine;
    if constexpr(CHOLESKY)
    {
        const int from = dep >= 0 ? dep : 0;
        e.first        = group_broadcast<W>(mine.first, from);
        e.sources      = group_broadcast<W>(mine.sources, from);
        e.takers       = group_broadcast<W>(mine.takers, from);
        if(dep < 0)
            e.takers = 0u;
    }
    for(unsigned sources = e.sources, takers = e.takers; takers != 0u; sources &= sources - 1, takers &= takers - 1)
    {
        const rocsparse_int at = e.first + __ffs(sources) - 1;
        const int           x  = __ffs(takers) - 1;
        if constexpr(CHOLESKY)
            s.at[x][lane] = at;
        else
            s.at[lane][x] = at;
    }
    group_sync<W>();
}

/* The fits of a row's dependencies, S lanes a dependency (a slot), 32 / S
 * dependencies side by side: lane t holds dependency t's row k and the
 * range [lo, hi) of its entries that may give, each lane one key of the
 * row (see trm_fit_kernel). The slot's width is a template argument so
 * that its masks and the OR across it are constants and unrolled: with S
 * chosen at run time the compiled pass took about three times the
 * instructions counted for it (PERFORMANCE.md). Returns lane t's fit. */
template <int S, bool CHOLESKY>
__device__ inline stored_fit fit_slots(const factor_args<float>& a,
                                       int                       lane,
                                       int                       deps,
                                       int                       most,
                                       rocsparse_int             key,
                                       rocsparse_int             k,
                                       rocsparse_int             lo,
                                       rocsparse_int             hi)
{
    constexpr int           W        = 32;
    constexpr rocsparse_int none     = INT_MAX;
    constexpr int           keys     = CHOLESKY ? fitted_deps<W>::value : W;
    const int               slot     = lane / S;
    const int               in       = lane % S;
    const unsigned          own_bits = (S == 32 ? ~0u : (1u << (S % 32)) - 1) << (slot * S % 32);
    stored_fit              mine{fit_none, 0u, 0u};
    for(int t0 = 0; t0 < deps; t0 += W / S)
    {
        const int           t     = t0 + slot;
        /* Every lane shuffles, past the last dependency too: a shuffle
         * that some lanes of its mask skip is undefined, and hung. */
        const rocsparse_int kt    = group_broadcast<W>(k, t & (W - 1));
        const rocsparse_int lo_t  = group_broadcast<W>(lo, t & (W - 1));
        const rocsparse_int hi_t  = group_broadcast<W>(hi, t & (W - 1));
        const rocsparse_int begin = t < deps ? lo_t : 0;
        const rocsparse_int end   = t < deps ? hi_t : 0;
        stored_fit          f{fit_none, 0u, 0u};
        for(int c = 0; c * S < most; ++c)
        {
            const rocsparse_int e      = begin + c * S + in;
            const bool          loaded = e < end;
            const rocsparse_int col    = loaded ? a.col_ind[e] - a.base : none;
            /* A value the row may take: ILU(0) u_kj for k < j < m, IC(0)
             * l_jk for k < j, j being this dependency. */
            const bool wanted = loaded && (CHOLESKY ? col < kt : col > kt && col < a.m);
            /* The first key not below col, among as many keys as there
             * can be: IC(0)'s are its dependencies, at most
             * fitted_deps, and the search's last place holds a key or
             * the largest int, which no column equals. */
            int p = 0;
#pragma unroll
            for(int s = keys / 2; s > 0; s /= 2)
                if(group_broadcast<W>(key, p + s - 1) < col)
                    p += s;
            const bool     found = group_broadcast<W>(key, p) == col && wanted;
            const unsigned bits  = (group_ballot<W>(found) & own_bits) >> (slot * S % 32);
            unsigned       taken = found ? 1u << p : 0u;
#pragma unroll
            for(int d = S / 2; d > 0; d /= 2)
                taken |= group_shuffle<W>(taken, d, true);
            if(bits == 0u || f.first == fit_unstorable)
                continue;
            const rocsparse_int at = begin + c * S;
            if(f.first == fit_none)
                f.first = at + __ffs(bits) - 1;
            if(at + 31 - __clz((int)bits) - f.first >= 32)
            {
                f = stored_fit{fit_unstorable, 0u, 0u};
                continue;
            }
            const int shift = at - f.first;
            f.sources |= shift >= 0 ? bits << shift : bits >> -shift;
            f.takers |= taken;
        }
        /* Dependency t's fit to lane t, for the stores below. */
        const int           from    = ((lane - t0) * S) & (W - 1);
        const bool          is_mine = lane >= t0 && lane < t0 + W / S;
        const rocsparse_int f0      = group_broadcast<W>(f.first, from);
        const unsigned      f1      = group_broadcast<W>(f.sources, from);
        const unsigned      f2      = group_broadcast<W>(f.takers, from);
        if(is_mine)
            mine = stored_fit{f0, f1, f2};
    }
    return mine;
}

/* The fits of the rows at positions [0, m), a group of 32 lanes a row,
 * nothing waited on. Only rows that fit a group of 32 are fitted: the
 * factorization reads no fit of the others. Each lane of the group holds
 * one key of the row, sorted: ILU(0) its columns, IC(0) its dependencies'
 * rows. The entries of a dependency's row that may give a value (ILU(0)
 * those right of its diagonal, IC(0) those left of it) are loaded a lane
 * each, several dependencies side by side in slots of 8, 16 or 32 lanes,
 * and each looks its column up among the keys by a binary search through
 * shuffles. A thread a row walking the two rows side by side cost more
 * than the rest of the analysis (PERFORMANCE.md): the lanes of a warp
 * each read a different row, up to 32 cache lines a load. */
template <bool CHOLESKY>
__global__ void __launch_bounds__(factor_block) trm_fit_kernel(factor_args<float> a,
                                                              rocsparse_int*     first,
                                                              unsigned*          sources,
                                                              unsigned*          takers)
{
    constexpr int W    = 32;
    const int     lane = (int)(threadIdx.x % W);
    const int64_t pos  = ((int64_t)blockIdx.x * factor_block + threadIdx.x) / W;
    if(pos >= a.m)
        return;
    const factor_row r    = row_at(a, pos);
    const int        n    = r.end - r.begin;
    const int        deps = r.last - r.next;
    if(n > W || deps > fitted_deps<W>::value || deps == 0)
        return;
    /* The keys, past their end the largest int, so that they stay sorted. */
    rocsparse_int key = INT_MAX;
    if(CHOLESKY ? lane < deps : lane < n)
        key = CHOLESKY ? a.dep_row[r.next + lane] : a.col_ind[r.begin + lane] - a.base;
    /* Lane t: dependency t's row, and the range of its entries that may
     * give. */
    rocsparse_int k = 0, lo = 0, hi = 0;
    if(lane < deps)
    {
        k                        = a.dep_row[r.next + lane];
        const rocsparse_int dk   = a.diag_pos[k];
        const rocsparse_int from = a.row_ptr[k] - a.base;
        const rocsparse_int to   = a.row_ptr[k + 1] - a.base;
        lo                       = CHOLESKY || dk < 0 ? from : dk + 1;
        hi                       = !CHOLESKY || dk < 0 ? to : dk;
    }
    /* The same on the group's lanes: the branch below is the group's. */
    const int  most = group_max<W>(hi - lo);
    stored_fit mine;
    if(most <= 8)
        mine = fit_slots<8, CHOLESKY>(a, lane, deps, most, key, k, lo, hi);
    else if(most <= 16)
        mine = fit_slots<16, CHOLESKY>(a, lane, deps, most, key, k, lo, hi);
    else
        mine = fit_slots<32, CHOLESKY>(a, lane, deps, most, key, k, lo, hi);
    if(lane < deps)
    {
        first[r.next + lane]   = mine.first;
        sources[r.next + lane] = mine.sources;
        takers[r.next + lane]  = mine.takers;
    }
}

/* The values a fitted row takes, as far as loaded: unset until their row
 * has published them. */
template <int MAXD, typename T>
struct fitted_values
{
    T taken[MAXD];
    T inv; /* the reciprocal of the divisor */
    T own; /* this lane's entry of A, loaded before the wait where the
              row type says so (F::preloads): the last dependency's value
              is then the only load left between it being published and
              this row publishing its own. The register it costs would
              take the groups of 8 past 64 in double, a block less on
              each multiprocessor: those load it after the wait. */
};

/* F: fitted_row or matched_row, which keep the sources of a lane's values
 * in registers or in shared memory. */
template <typename F, typename T>
__device__ inline void fitted_start(const factor_args<T>& a, const F& f, fitted_values<F::max_deps, T>& v)
{
    if constexpr(F::preloads)
        v.own = f.q >= 0 ? a.val[f.q] : T(0);
#pragma unroll
    for(int t = 0; t < F::max_deps; ++t)
    {
        v.taken[t] = T(0);
        if(f.source(t) >= 0)
            make_unset(v.taken[t]);
    }
    v.inv = reciprocal_of_missing<T>();
    if(f.divisor >= 0)
        make_unset(v.inv);
}

/* Loads what is still missing, all at once; whether this lane has all it
 * takes. Every load is issued before any value is tested: a test right
 * after its load, as take_published makes it, kept its place after the
 * compiler's reconvergence point of the load's branch, so that a round
 * waited for its loads one after another (PERFORMANCE.md, "the polls one
 * load at a time"). A value not taken is 0 and the missing divisor's
 * reciprocal inf (fitted_start), neither of them unset. */
template <typename F, typename T>
__device__ inline bool fitted_take(const factor_args<T>& a, const F& f, fitted_values<F::max_deps, T>& v)
{
#pragma unroll
    for(int t = 0; t < F::max_deps; ++t)
    {
        const rocsparse_int at = f.source(t);
        if(at >= 0 && is_unset(v.taken[t]))
            v.taken[t] = load_relaxed(a.published + at);
    }
    if(f.divisor >= 0 && is_unset(v.inv))
        v.inv = load_relaxed(a.published + f.divisor);
    bool all = !is_unset(v.inv);
#pragma unroll
    for(int t = 0; t < F::max_deps; ++t)
        all &= !is_unset(v.taken[t]);
    return all;
}

/* The row, every value it takes in hand: the dependencies in column
 * order, each a multiplication by the lane that holds the entry and a
 * broadcast of the product; then the row's values written and published. */
template <int W, bool CHOLESKY, typename F, typename T>
__device__ inline void factor_fitted(const factor_args<T>&                 a,
                                     const factor_row&                     r,
                                     int                                   lane,
                                     const F&                              f,
                                     const fitted_values<F::max_deps, T>& in)
{
    const int deps = r.last - r.next;
    T         v    = F::preloads ? in.own : f.q >= 0 ? a.val[f.q] : T(0);
    T         sum  = T(0); /* IC(0): what earlier dependencies took off this entry */
#pragma unroll
    for(int t = 0; t < F::max_deps; ++t)
    {
        if(t < deps)
        {
            const int owner = a.dep_val[r.next + t] - r.begin;
            T         l     = T(0);
            if(lane == owner)
            {
                v = (CHOLESKY ? v - sum : v) * in.inv;
                l = v;
            }
            l = group_broadcast<W>(l, owner);
            if(f.source(t) >= 0)
            {
                if constexpr(CHOLESKY)
                    sum += l * conjugate(in.taken[t]);
                else
                    v = v - l * in.taken[t];
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
    if(f.q >= 0 && published_entry<CHOLESKY>(f.col, r.row, a.m))
    {
        a.val[f.q] = v;
        publish(a.published, f.q, v, f.q == r.diag);
    }
    else if(!CHOLESKY && f.q >= 0 && f.col >= 0 && f.col < a.m)
        a.val[f.q] = v;
}

/* How a kernel's rows find which values they take: each lane searching
 * (fit_row), through shared memory (fit_row_matched), or from the
 * analysis (fit_row_stored, which leaves the rows as matched ones). */
enum fit_way
{
    fit_searched,
    fit_matched,
    fit_stored
};

/* Blocks a multiprocessor must hold at once: the matched and stored rows
 * keep their searches' answers in shared memory, so that a bound on
 * registers that doubles the rows in flight (4 blocks of 256 threads: 64
 * registers a thread on NVIDIA) leaves their values in registers, with a
 * few spilled in double (ptxas: 32 to 44 bytes stored, 44 to 68 loaded).
 * The rows of a 27-point stencil's middle levels outnumber what the
 * unbounded kernel holds, and each waits mostly on memory, so more of
 * them at once moved a level faster; not without end: csric0 in groups of
 * 16 under the same bound, twice the rows again, was slower
 * (PERFORMANCE.md, "stored16"). Groups of 8 hold 4 blocks at 56
 * registers unbounded in double; a bound of 5 blocks made them spill and
 * slower. On AMD the second argument of the bound means waves per
 * execution unit: left at its default. */
template <fit_way WAY, typename T, int W>
struct factor_min_blocks
{
#ifdef __HIP_PLATFORM_NVIDIA__
    /* Complex double's taken values alone fill 64 registers: half that.
     * 0, no bound, leaves the other kernels as they were (an explicit 1
     * makes ptxas give some of them more registers, groups of 8 in double
     * past 64). */
    static constexpr int value = WAY == fit_searched || W < 32 ? 0 : sizeof(T) <= 8 ? 4 : 2;
#else
    static constexpr int value = 1;
#endif
};

/* The row type of a fitted row and the shared memory of each group: none
 * for fit_row, which keeps everything in registers. */
template <int W, int MAXD, fit_way WAY>
struct fitted_kind
{
    using row   = matched_row<W, MAXD>;
    using space = match_space<W, MAXD>;
};
template <int W, int MAXD>
struct fitted_kind<W, MAXD, fit_searched>
{
    using row = fitted_row<MAXD>;
    struct space
    {
    };
};

template <int W, int MAXD, bool CHOLESKY, typename T>
__device__ inline void fit_any(const factor_args<T>& a,
                               const factor_row&     r,
                               int                   lane,
                               typename fitted_kind<W, MAXD, fit_searched>::space&,
                               fitted_row<MAXD>& f)
{
    fit_row<MAXD, CHOLESKY>(a, r, lane, f);
}
template <int W, int MAXD, bool CHOLESKY, typename T>
__device__ inline void fit_any(const factor_args<T>& a,
                               const factor_row&     r,
                               int                   lane,
                               match_space<W, MAXD>& s,
                               matched_row<W, MAXD>& f)
{
    fit_row_matched<W, MAXD, CHOLESKY>(a, r, lane, s, f);
}

template <typename T, int W, bool CHOLESKY, fit_way WAY>
__global__ void __launch_bounds__(factor_block, (factor_min_blocks<WAY, T, W>::value))
    trm_factor_kernel(factor_args<T> a)
{
    constexpr int        groups = factor_block / W;
    constexpr int        MAXD   = fitted_deps<W>::value;
    using kind                  = fitted_kind<W, MAXD, WAY>;
    __shared__ typename kind::space spaces[groups];
    __shared__ rocsparse_int batch;
    if(threadIdx.x == 0)
        batch = atomicAdd(a.ticket, 1);
    __syncthreads();

    const int     lane     = threadIdx.x % W;
    const int64_t pos      = (int64_t)batch * groups + threadIdx.x / W;
    bool          finished = pos >= a.m;
    factor_row    r{};
    if(!finished)
        r = row_at(a, pos);
    bool                   fits = !finished && r.end - r.begin <= W && r.last - r.next <= MAXD;
    typename kind::row     f;
    fitted_values<MAXD, T> in;
    if constexpr(WAY == fit_stored)
    {
        /* A row the analysis could not keep is a longer row. */
        stored_fit mine{fit_none, 0u, 0u};
        if(fits)
        {
            mine = load_fit(a, r, lane);
            fits = group_all_divergent<W>(mine.first != fit_unstorable);
        }
        if(fits)
            fit_row_stored<W, MAXD, CHOLESKY>(a, r, lane, mine, spaces[threadIdx.x / W], f);
    }
    else if(fits)
        fit_any<W, MAXD, CHOLESKY>(a, r, lane, spaces[threadIdx.x / W], f);
    if(fits)
        fitted_start(a, f, in);
    /* The wavefront's rounds (see the top of the file): the loop's
     * condition is the same on all its lanes, and a group's branches are
     * the same on all of the group's lanes. */
    while(wave_any(!finished))
    {
        if(finished)
            continue;
        if(fits)
        {
            if(group_all_divergent<W>(fitted_take(a, f, in)))
            {
                factor_fitted<W, CHOLESKY>(a, r, lane, f, in);
                finished = true;
            }
            else
                pause_briefly();
            continue;
        }
        /* Longer rows: one dependency at a time, as each is published. */
        bool moved = false;
        while(r.next < r.last)
        {
            const rocsparse_int k = a.dep_row[r.next];
            const bool          taken = CHOLESKY ? ic_step<W>(a, r, k, a.dep_val[r.next], lane)
                                                 : ilu_step<W>(a, r, k, a.dep_val[r.next], lane);
            if(!taken)
                break;
            ++r.next;
            moved = true;
        }
        if(r.next == r.last)
        {
            if constexpr(CHOLESKY)
                ic_finish<W>(a, r, lane);
            else
                ilu_finish<W>(a, r, lane);
            publish_row<W, CHOLESKY>(a, r, lane);
            finished = true;
        }
        else if(!moved)
            pause_briefly();
    }
}

/* The ticket at 0 and every published slot unset, on the stream. */
template <typename T>
__global__ void __launch_bounds__(factor_block) trm_factor_reset_kernel(rocsparse_int nnz, int* ticket, T* published)
{
    const int64_t q = (int64_t)blockIdx.x * factor_block + threadIdx.x;
    if(q == 0)
        *ticket = 0;
    if(q < nnz)
        make_unset(published[q]);
}

template <typename T, int W, fit_way WAY = fit_searched>
static rocsparse_status launch_factor(rocsparse_handle handle, bool cholesky, const factor_args<T>& a)
{
    constexpr int groups = factor_block / W;
    const dim3    grid((unsigned)(((int64_t)a.m + groups - 1) / groups));
    if(cholesky)
        trm_factor_kernel<T, W, true, WAY><<<grid, factor_block, 0, handle->stream>>>(a);
    else
        trm_factor_kernel<T, W, false, WAY><<<grid, factor_block, 0, handle->stream>>>(a);
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
    const trm_analysis_hip* an     = static_cast<const trm_analysis_hip*>(analysis);
    const int               kind   = cholesky ? 1 : 0;
    const trfactor_kernel   kernel = trfactor_choose(handle, m, nnz, an->fitted[kind]);
    return dispatch_precision(prec, [&](auto tag) -> rocsparse_status {
        using T          = typename decltype(tag)::type;
        int* ticket      = static_cast<int*>(temp_buffer);
        T*   published   = reinterpret_cast<T*>(static_cast<char*>(temp_buffer) + trm_ticket_bytes);
        const dim3 reset((unsigned)(((int64_t)nnz + factor_block) / factor_block));
        trm_factor_reset_kernel<T><<<reset, factor_block, 0, handle->stream>>>(nnz, ticket, published);
        RETURN_IF_LAUNCH_FAILED();
        const factor_args<T> a{m,
                               (rocsparse_int)base,
                               csr_row_ptr,
                               csr_col_ind,
                               static_cast<T*>(csr_val),
                               an->order,
                               an->dep_ptr,
                               an->dep_row,
                               an->dep_val,
                               an->diag_pos,
                               ticket,
                               published,
                               pivot,
                               an->fit_first[kind],
                               an->fit_sources[kind],
                               an->fit_takers[kind]};
        switch(kernel)
        {
        case trfactor_kernel_group8: return launch_factor<T, 8>(handle, cholesky, a);
        case trfactor_kernel_group16: return launch_factor<T, 16>(handle, cholesky, a);
        case trfactor_kernel_matched8: return launch_factor<T, 8, fit_matched>(handle, cholesky, a);
        case trfactor_kernel_matched32: return launch_factor<T, 32, fit_matched>(handle, cholesky, a);
        case trfactor_kernel_stored32: return launch_factor<T, 32, fit_stored>(handle, cholesky, a);
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

/* The fits for stored32 (trm_fit_kernel), once per analysis and kind:
 * 12 bytes a dependency, allocated here and freed with the analysis. */
extern "C" rocsparse_status backend_trm_factor_analysis(rocsparse_handle     handle,
                                                        void*                analysis,
                                                        int                  cholesky,
                                                        rocsparse_index_base base,
                                                        const rocsparse_int* csr_row_ptr,
                                                        const rocsparse_int* csr_col_ind)
{
    trm_analysis_hip* an   = static_cast<trm_analysis_hip*>(analysis);
    const int         kind = cholesky ? 1 : 0;
    /* Made only where the factorization would read them: a later
     * analysis that reuses this one makes them if its handle chooses
     * stored32. */
    if(an->fitted[kind] || trfactor_choose(handle, an->m, an->nnz, true) != trfactor_kernel_stored32)
        return rocsparse_status_success;
    if(an->deps > 0)
    {
        const size_t bytes = trm_round_up(sizeof(rocsparse_int) * (size_t)an->deps);
        if(an->fit_memory[kind] == nullptr)
            RETURN_IF_HIP_ERROR(hipMalloc(&an->fit_memory[kind], 3 * bytes));
        char* p                = static_cast<char*>(an->fit_memory[kind]);
        an->fit_first[kind]    = reinterpret_cast<rocsparse_int*>(p);
        an->fit_sources[kind]  = reinterpret_cast<unsigned*>(p + bytes);
        an->fit_takers[kind]   = reinterpret_cast<unsigned*>(p + 2 * bytes);
        /* The fit reads the pattern alone: any value type does. */
        const factor_args<float> a{an->m,       (rocsparse_int)base, csr_row_ptr, csr_col_ind, nullptr,
                                   an->order,   an->dep_ptr,         an->dep_row, an->dep_val, an->diag_pos,
                                   nullptr,     nullptr,             nullptr,     nullptr,     nullptr,
                                   nullptr};
        /* A group of 32 lanes a row. */
        const dim3 grid((unsigned)(((int64_t)an->m * 32 + factor_block - 1) / factor_block));
        if(cholesky)
            trm_fit_kernel<true><<<grid, factor_block, 0, handle->stream>>>(a, an->fit_first[kind],
                                                                             an->fit_sources[kind],
                                                                             an->fit_takers[kind]);
        else
            trm_fit_kernel<false><<<grid, factor_block, 0, handle->stream>>>(a, an->fit_first[kind],
                                                                              an->fit_sources[kind],
                                                                              an->fit_takers[kind]);
        RETURN_IF_LAUNCH_FAILED();
    }
    an->fitted[kind] = true;
    return rocsparse_status_success;
}
