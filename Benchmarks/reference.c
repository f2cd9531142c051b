/*
 * Reference C implementations of the arithmetic the Swift benchmarks time, on the same inputs (the same
 * SplitMix64 stream), so each benchmark can print its speed relative to C in the same run. Built by the
 * benchmark with `cc -O2 reference.c -lm`. Each mode prints "seconds checksum count"; the Swift side checks
 * the checksum to show the two compute the same thing.
 *
 *   reference wcag N SEED       WCAG 2.2 ratio of N pairs of 8-bit colors (sRGB curve with pow, 0.04045)
 *   reference composite N SEED  N evaluations: a foreground with alpha composited over an opaque background,
 *                               then the ratio compared with 4.5
 *   reference suggest N SEED    the reference adjustment procedure (OKLCH lightness bisection, chroma fit)
 *                               for N failing pairs at 4.5:1
 *   reference batchjson IN OUT  `audit contrast --batch IN --format json` for lines of `#RRGGBB #RRGGBB[AA]`:
 *                               parse, composite, WCAG ratio and criteria, APCA Lc, HSB brightness, and for a
 *                               translucent background the exact range over every backdrop (the method of
 *                               Contrast/BackdropRange.swift), written as the same JSON (one object per line,
 *                               sorted keys, shortest round-trip numbers) into OUT; prints "seconds bytes
 *                               lines" (the time covers parsing, arithmetic and writing the JSON)
 *   reference version           prints a version line (process start-up, for wall-time comparisons)
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static uint64_t state;
static uint64_t next(void) {
    state += 0x9E3779B97F4A7C15ULL;
    uint64_t z = state;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

static double decode(double c) { return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4); }
static double encode(double l) {
    double m = fabs(l);
    double e = m <= 0.0031308 ? m * 12.92 : 1.055 * pow(m, 1 / 2.4) - 0.055;
    return l < 0 ? -e : e;
}
static double luminance(double r, double g, double b) {
    double y = 0.2126 * decode(r) + 0.7152 * decode(g) + 0.0722 * decode(b);
    return y < 0 ? 0 : (y > 1 ? 1 : y);
}
static double ratio(double a, double b) { return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05); }

/* Ottosson's OKLab matrices (published), the inverse computed as the Swift side does is not needed here:
   the procedure only goes from OKLCH to sRGB, with his published inverse. */
static void oklab_to_linear(double L, double a, double b, double out[3]) {
    double l_ = L + 0.3963377774 * a + 0.2158037573 * b;
    double m_ = L - 0.1055613458 * a - 0.0638541728 * b;
    double s_ = L - 0.0894841775 * a - 1.2914855480 * b;
    double l = l_ * l_ * l_, m = m_ * m_ * m_, s = s_ * s_ * s_;
    out[0] = 4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s;
    out[1] = -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s;
    out[2] = -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s;
}
static void linear_to_oklab(const double c[3], double out[3]) {
    double l = 0.4122214708 * c[0] + 0.5363325363 * c[1] + 0.0514459929 * c[2];
    double m = 0.2119034982 * c[0] + 0.6806995451 * c[1] + 0.1073969566 * c[2];
    double s = 0.0883024619 * c[0] + 0.2817188376 * c[1] + 0.6299787005 * c[2];
    l = cbrt(l); m = cbrt(m); s = cbrt(s);
    out[0] = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s;
    out[1] = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s;
    out[2] = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s;
}
static int in_gamut(const double c[3]) {
    for (int i = 0; i < 3; i++) if (c[i] < -1e-9 || c[i] > 1 + 1e-9) return 0;
    return 1;
}
/* fit(L) then 8-bit quantization, as the published procedure does */
static void quantized(double L, double C, double h, int out[3]) {
    double lin[3];
    if (L <= 0) { out[0] = out[1] = out[2] = 0; return; }
    if (L >= 1) { out[0] = out[1] = out[2] = 255; return; }
    double ca = cos(h), sa = sin(h);
    oklab_to_linear(L, C * ca, C * sa, lin);
    if (!in_gamut(lin)) {
        double lo = 0, hi = C;
        for (int i = 0; i < 40; i++) {
            double mid = (lo + hi) / 2;
            oklab_to_linear(L, mid * ca, mid * sa, lin);
            if (in_gamut(lin)) lo = mid; else hi = mid;
        }
        oklab_to_linear(L, lo * ca, lo * sa, lin);
    }
    for (int i = 0; i < 3; i++) {
        double v = encode(lin[i] < 0 ? 0 : (lin[i] > 1 ? 1 : lin[i]));
        v = v < 0 ? 0 : (v > 1 ? 1 : v);
        out[i] = (int)floor(v * 255 + 0.5);
    }
}

/* ---- batchjson: the arithmetic of ContrastCheck, APCAContrast and BackdropRange, operation for operation,
   so the bytes match the Swift output exactly ---- */

static double s_decode(double v) {
    double m = fabs(v);
    double l = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4);
    return v < 0 ? -l : l;
}
static double lum3(const double c[3]) {
    double y = s_decode(c[0]) * 0.2126 + s_decode(c[1]) * 0.7152;
    y = y + s_decode(c[2]) * 0.0722;
    return y < 0 ? 0 : (y > 1 ? 1 : y);
}
static double wratio(double a, double b) { return a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05); }

static double apca_ys(const double c[3]) {
    double r = c[0] < 0 ? 0 : (c[0] > 1 ? 1 : c[0]), g = c[1] < 0 ? 0 : (c[1] > 1 ? 1 : c[1]);
    double b = c[2] < 0 ? 0 : (c[2] > 1 ? 1 : c[2]);
    return 0.2126729 * pow(r, 2.4) + 0.7151522 * pow(g, 2.4) + 0.0721750 * pow(b, 2.4);
}
static double soft_clamp(double y) { return y > 0.022 ? y : y + pow(0.022 - y, 1.414); }
static double apca_lc(const double text[3], const double bg[3]) {
    double yt = soft_clamp(apca_ys(text)), yb = soft_clamp(apca_ys(bg)), out;
    if (fabs(yb - yt) < 0.0005) return 0;
    if (yb > yt) {
        double sapc = (pow(yb, 0.56) - pow(yt, 0.57)) * 1.14;
        out = sapc < 0.1 ? 0 : sapc - 0.027;
    } else {
        double sapc = (pow(yb, 0.65) - pow(yt, 0.62)) * 1.14;
        out = sapc > -0.1 ? 0 : sapc + 0.027;
    }
    return out * 100;
}

/* f(x) = lin(alpha + beta x) - lambda lin(gamma + delta x) on 0...1 */
typedef struct { double alpha, beta, gamma, delta, lambda; } onevar;
static int stationary(const onevar *f, double mid, double *out) {
    double first = f->alpha + f->beta * mid, second = f->gamma + f->delta * mid;
    int p1 = fabs(first) > 0.04045, p2 = fabs(second) > 0.04045;
    double sign1 = first < 0 ? -1 : 1, sign2 = second < 0 ? -1 : 1, k = 2.4 / 1.055;
    double right_scale = f->lambda * f->delta;
    if (!(f->beta > 0) || !(right_scale > 0) || (!p1 && !p2)) return 0;
    if (p1 && p2) {
        double left = pow(f->beta, 1 / 1.4), right = pow(right_scale, 1 / 1.4);
        double slope = left * sign1 * f->beta - right * sign2 * f->delta;
        double constant = right * (sign2 * f->gamma + 0.055) - left * (sign1 * f->alpha + 0.055);
        if (slope == 0) return 0;
        *out = constant / slope;
        return 1;
    }
    if (p1) {
        double target = 1.055 * pow(right_scale / (12.92 * f->beta * k), 1 / 1.4) - 0.055;
        *out = (target / sign1 - f->alpha) / f->beta;
        return 1;
    }
    double target = 1.055 * pow(f->beta / (12.92 * right_scale * k), 1 / 1.4) - 0.055;
    *out = (target / sign2 - f->gamma) / f->delta;
    return 1;
}
static int cmp_double(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : (x > y ? 1 : 0);
}
static double extremum(const onevar *f, int maximize) {
    double breaks[6] = {0, 1}, points[12];
    int nb = 2, np;
    double bases[2] = {f->alpha, f->gamma}, slopes[2] = {f->beta, f->delta};
    for (int i = 0; i < 2; i++) {
        if (!(slopes[i] > 0)) continue;
        double edges[2] = {-0.04045, 0.04045};
        for (int e = 0; e < 2; e++) {
            double x = (edges[e] - bases[i]) / slopes[i];
            if (x > 0 && x < 1) breaks[nb++] = x;
        }
    }
    qsort(breaks, nb, sizeof(double), cmp_double);
    memcpy(points, breaks, sizeof(double) * nb);
    np = nb;
    for (int i = 0; i + 1 < nb; i++) {
        double low = breaks[i], high = breaks[i + 1], x;
        if (!(high > low)) continue;
        if (stationary(f, (low + high) / 2, &x) && x >= low && x <= high) points[np++] = x;
    }
    double best = 0, best_value = maximize ? -INFINITY : INFINITY;
    for (int i = 0; i < np; i++) {
        double x = points[i];
        double v = s_decode(f->alpha + f->beta * x) - f->lambda * s_decode(f->gamma + f->delta * x);
        if (maximize ? v > best_value : v < best_value) { best = x; best_value = v; }
    }
    return best;
}

typedef struct { double s[3], t, p[3], u; } problem;
static double prob_ratio(const problem *q, const double x[3]) {
    double f[3], b[3];
    for (int i = 0; i < 3; i++) { f[i] = q->p[i] + q->u * x[i]; b[i] = q->s[i] + q->t * x[i]; }
    return wratio(lum3(f), lum3(b));
}
static double prob_difference(const problem *q, const double x[3]) {
    double f[3], b[3];
    for (int i = 0; i < 3; i++) { f[i] = q->p[i] + q->u * x[i]; b[i] = q->s[i] + q->t * x[i]; }
    return lum3(f) - lum3(b);
}
static void optimize(const double nb[3], double ns, const double db[3], double ds, double lambda, int maximize,
                     double out[3]) {
    for (int c = 0; c < 3; c++) {
        onevar f = {nb[c], ns, db[c], ds, lambda};
        out[c] = extremum(&f, maximize);
    }
}
static double quotient(const double nb[3], double ns, const double db[3], double ds, const double x[3]) {
    double n[3], d[3];
    for (int i = 0; i < 3; i++) { n[i] = nb[i] + ns * x[i]; d[i] = db[i] + ds * x[i]; }
    return (lum3(n) + 0.05) / (lum3(d) + 0.05);
}
static double fractional(const problem *q, const double nb[3], double ns, const double db[3], double ds,
                         int maximize, double x[3]) {
    x[0] = x[1] = x[2] = 0.5;
    double lambda = quotient(nb, ns, db, ds, x), next[3];
    for (int i = 0; i < 100; i++) {
        optimize(nb, ns, db, ds, lambda, maximize, next);
        double value = quotient(nb, ns, db, ds, next);
        int improved = maximize ? value > lambda : value < lambda;
        if (!improved) break;
        double step = fabs(value - lambda);
        memcpy(x, next, sizeof next);
        lambda = value;
        if (step <= 1e-15 * lambda) break;
    }
    return prob_ratio(q, x);
}
typedef struct { double min, max, worst[3], best[3]; } range;
static range backdrop_range(const double fg[3], double fa, const double bg[3], double ba) {
    problem q;
    double a = ba < 0 ? 0 : (ba > 1 ? 1 : ba), f = fa < 0 ? 0 : (fa > 1 ? 1 : fa);
    for (int i = 0; i < 3; i++) q.s[i] = bg[i] * a;
    q.t = 1 - a;
    for (int i = 0; i < 3; i++) q.p[i] = fg[i] * f + q.s[i] * (1 - f);
    q.u = (1 - f) * q.t;
    range r;
    double low[3], high[3], wx[3], wv, lf[3], lb[3];
    optimize(q.p, q.u, q.s, q.t, 1, 0, low);
    optimize(q.p, q.u, q.s, q.t, 1, 1, high);
    double d_low = prob_difference(&q, low), d_high = prob_difference(&q, high);
    if (d_low <= 0 && d_high >= 0) {
        double lo = 0, hi = 1, probe[3];
        for (int i = 0; i < 200; i++) {
            double mid = (lo + hi) / 2;
            for (int c = 0; c < 3; c++) probe[c] = low[c] + (high[c] - low[c]) * mid;
            if (prob_difference(&q, probe) <= 0) lo = mid; else hi = mid;
            if (hi - lo < 1e-15) break;
        }
        for (int c = 0; c < 3; c++) wx[c] = low[c] + (high[c] - low[c]) * lo;
        wv = prob_ratio(&q, wx);
    } else if (d_low > 0) {
        wv = fractional(&q, q.p, q.u, q.s, q.t, 0, wx);
    } else {
        wv = fractional(&q, q.s, q.t, q.p, q.u, 0, wx);
    }
    double lfv = fractional(&q, q.p, q.u, q.s, q.t, 1, lf);
    double lbv = fractional(&q, q.s, q.t, q.p, q.u, 1, lb);
    double *best = lfv >= lbv ? lf : lb, bv = lfv >= lbv ? lfv : lbv;
    r.min = wv;
    r.max = bv > wv ? bv : wv;
    memcpy(r.worst, wx, sizeof wx);
    memcpy(r.best, best, sizeof r.best);
    return r;
}

/* the JSON text, as Support/JSONOutput.swift writes it */
static char *out_buf;
static size_t out_len, out_cap;
static void put(const char *text, size_t n) {
    if (out_len + n > out_cap) {
        out_cap = (out_len + n) * 2;
        out_buf = realloc(out_buf, out_cap);
    }
    memcpy(out_buf + out_len, text, n);
    out_len += n;
}
static void puts_(const char *text) { put(text, strlen(text)); }
static void put_number(double v) {
    char text[40];
    if (v == floor(v) && fabs(v) < 1e15) {
        snprintf(text, sizeof text, "%lld", (long long)v);
    } else {
        /* the shortest text that reads back as the same double: 15 significant digits always read back
           as the decimal they are (DBL_DIG), so a shorter form is the 15-digit one with its zeros dropped */
        for (int precision = 15; precision <= 17; precision++) {
            snprintf(text, sizeof text, "%.*g", precision, v);
            if (strtod(text, NULL) == v) break;
        }
    }
    puts_(text);
}
static int byte_of(double v) {
    double c = isnan(v) ? 0 : (v < 0 ? 0 : (v > 1 ? 1 : v));
    return (int)floor(c * 255 + 0.5);
}
static void put_hex(const double c[3], double alpha) {
    static const char digits[] = "0123456789ABCDEF";
    char text[10];
    int n = 0, bytes[4] = {byte_of(c[0]), byte_of(c[1]), byte_of(c[2]), byte_of(alpha)};
    text[n++] = '"';
    text[n++] = '#';
    for (int i = 0; i < (bytes[3] < 255 ? 4 : 3); i++) {
        text[n++] = digits[bytes[i] >> 4];
        text[n++] = digits[bytes[i] & 15];
    }
    text[n++] = '"';
    put(text, n);
}
static int hex_digit(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}
/* one `#RRGGBB` or `#RRGGBBAA` color at *p; returns 0 on anything else */
static int parse_color(const char **p, const char *end, double rgb[3], double *alpha) {
    const char *s = *p;
    if (s >= end || *s != '#') return 0;
    s++;
    int values[8], n = 0;
    while (s < end && n < 8 && hex_digit(*s) >= 0) values[n++] = hex_digit(*s++);
    if (n != 6 && n != 8) return 0;
    for (int i = 0; i < 3; i++) rgb[i] = (values[2 * i] * 16 + values[2 * i + 1]) / 255.0;
    *alpha = n == 8 ? (values[6] * 16 + values[7]) / 255.0 : 1;
    *p = s;
    return 1;
}
static int batch_json(const char *input, const char *output) {
    FILE *in = fopen(input, "rb");
    if (!in) { fprintf(stderr, "cannot read %s\n", input); return 2; }
    fseek(in, 0, SEEK_END);
    long size = ftell(in);
    fseek(in, 0, SEEK_SET);
    char *text = malloc(size + 1);
    if (fread(text, 1, size, in) != (size_t)size) { fprintf(stderr, "short read\n"); return 2; }
    fclose(in);
    double start = now();
    const char *p = text, *end = text + size;
    long lines = 0;
    puts_("[\n");
    while (p < end) {
        const char *line_end = memchr(p, '\n', end - p);
        if (!line_end) line_end = end;
        double fg[3], fa, bg[3], ba;
        const char *q = p;
        if (!parse_color(&q, line_end, fg, &fa)) { fprintf(stderr, "bad line %ld\n", lines + 1); return 2; }
        while (q < line_end && (*q == ' ' || *q == '\t' || *q == ',')) q++;
        if (!parse_color(&q, line_end, bg, &ba)) { fprintf(stderr, "bad line %ld\n", lines + 1); return 2; }
        if (fa < 1) { fprintf(stderr, "the reference takes opaque foregrounds only\n"); return 2; }
        if (lines > 0) puts_(",\n");
        lines++;
        double ratio;
        range r;
        if (ba >= 1) {
            double lc = apca_lc(fg, bg);
            ratio = wratio(lum3(fg), lum3(bg));
            double fb = fmax(fmax(fg[0], fg[1]), fg[2]), bb = fmax(fmax(bg[0], bg[1]), bg[2]);
            puts_("{\"apca\":{\"lc\":");
            put_number(lc);
            puts_("},\"backgrounds\":[");
            put_hex(bg, ba);
            puts_("],\"brightness\":{\"background\":");
            put_number(bb < 0 ? 0 : (bb > 1 ? 1 : bb));
            puts_(",\"foreground\":");
            put_number(fb < 0 ? 0 : (fb > 1 ? 1 : fb));
            puts_("},\"composited\":{\"background\":");
            put_hex(bg, 1);
            puts_(",\"foreground\":");
            put_hex(fg, 1);
            puts_("},\"foreground\":");
            put_hex(fg, fa);
        } else {
            r = backdrop_range(fg, fa, bg, ba);
            ratio = r.min;
            puts_("{\"apca\":null,\"backgrounds\":[");
            put_hex(bg, ba);
            puts_("],\"brightness\":null,\"composited\":null,\"foreground\":");
            put_hex(fg, fa);
        }
        puts_(",\"wcag2\":{\"passes\":{\"aa\":");
        puts_(ratio >= 4.5 ? "true" : "false");
        puts_(",\"aaLarge\":");
        puts_(ratio >= 3 ? "true" : "false");
        puts_(",\"aaa\":");
        puts_(ratio >= 7 ? "true" : "false");
        puts_(",\"aaaLarge\":");
        puts_(ratio >= 4.5 ? "true" : "false");
        puts_(",\"nonText\":");
        puts_(ratio >= 3 ? "true" : "false");
        puts_("}");
        if (ba < 1) {
            puts_(",\"range\":{\"bestBackdrop\":");
            put_hex(r.best, 1);
            puts_(",\"max\":");
            put_number(r.max);
            puts_(",\"min\":");
            put_number(r.min);
            puts_(",\"worstBackdrop\":");
            put_hex(r.worst, 1);
            puts_("}");
        }
        puts_(",\"ratio\":");
        put_number(ratio);
        puts_("}}");
        p = line_end + 1;
    }
    puts_("\n]\n");
    FILE *out = fopen(output, "wb");
    if (!out || fwrite(out_buf, 1, out_len, out) != out_len) { fprintf(stderr, "cannot write %s\n", output); return 2; }
    fclose(out);
    double seconds = now() - start;
    printf("%.9f %zu %ld\n", seconds, out_len, lines);
    return 0;
}

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "version") == 0) { printf("reference 1\n"); return 0; }
    if (argc == 4 && strcmp(argv[1], "batchjson") == 0) return batch_json(argv[2], argv[3]);
    if (argc < 4) { fprintf(stderr, "usage: reference wcag|composite|suggest N SEED\n"); return 2; }
    long n = atol(argv[2]);
    state = strtoull(argv[3], NULL, 10);
    double checksum = 0;
    long count = 0;
    double start, seconds;
    if (strcmp(argv[1], "wcag") == 0) {
        uint8_t *bytes = malloc(6 * n);
        for (long i = 0; i < 6 * n; i += 6) {
            uint64_t a = next(), b = next();
            bytes[i] = a; bytes[i + 1] = a >> 8; bytes[i + 2] = a >> 16;
            bytes[i + 3] = b; bytes[i + 4] = b >> 8; bytes[i + 5] = b >> 16;
        }
        start = now();
        for (long i = 0; i < 6 * n; i += 6) {
            double r = ratio(luminance(bytes[i] / 255.0, bytes[i + 1] / 255.0, bytes[i + 2] / 255.0),
                             luminance(bytes[i + 3] / 255.0, bytes[i + 4] / 255.0, bytes[i + 5] / 255.0));
            checksum += r;
            if (r >= 4.5) count++;
        }
        seconds = now() - start;
        free(bytes);
    } else if (strcmp(argv[1], "composite") == 0) {
        uint8_t *bytes = malloc(7 * n);
        for (long i = 0; i < 7 * n; i += 7) {
            uint64_t a = next(), b = next();
            for (int k = 0; k < 4; k++) bytes[i + k] = a >> (8 * k);
            for (int k = 0; k < 3; k++) bytes[i + 4 + k] = b >> (8 * k);
        }
        start = now();
        for (long i = 0; i < 7 * n; i += 7) {
            double alpha = bytes[i + 3] / 255.0, fg[3], bg[3];
            for (int k = 0; k < 3; k++) {
                bg[k] = bytes[i + 4 + k] / 255.0;
                fg[k] = bytes[i + k] / 255.0 * alpha + bg[k] * (1 - alpha);
            }
            double r = ratio(luminance(fg[0], fg[1], fg[2]), luminance(bg[0], bg[1], bg[2]));
            checksum += r;
            if (r >= 4.5) count++;
        }
        seconds = now() - start;
        free(bytes);
    } else if (strcmp(argv[1], "suggest") == 0) {
        /* the same failing pairs the Swift benchmark draws */
        uint8_t *pairs = malloc(6 * n);
        long made = 0;
        while (made < n) {
            uint8_t f[3], g[3];
            for (int k = 0; k < 3; k++) f[k] = (uint8_t)next();
            for (int k = 0; k < 3; k++) g[k] = (uint8_t)next();
            if (ratio(luminance(f[0] / 255.0, f[1] / 255.0, f[2] / 255.0), luminance(g[0] / 255.0, g[1] / 255.0, g[2] / 255.0)) < 4.5) {
                memcpy(pairs + 6 * made, f, 3); memcpy(pairs + 6 * made + 3, g, 3); made++;
            }
        }
        start = now();
        for (long i = 0; i < n; i++) {
            uint8_t *p = pairs + 6 * i;
            double lin[3] = {decode(p[0] / 255.0), decode(p[1] / 255.0), decode(p[2] / 255.0)}, lab[3];
            linear_to_oklab(lin, lab);
            double L0 = lab[0], C = sqrt(lab[1] * lab[1] + lab[2] * lab[2]), h = atan2(lab[2], lab[1]);
            if (C < 1e-6) { C = 0; h = 0; }
            double bgY = luminance(p[3] / 255.0, p[4] / 255.0, p[5] / 255.0);
            int best[3] = {0, 0, 0}, q[3];
            double bestDistance = INFINITY;
            for (int dir = 0; dir < 2; dir++) {
                double end = dir == 0 ? 0 : 1;
                quantized(end, C, h, q);
                if (ratio(luminance(q[0] / 255.0, q[1] / 255.0, q[2] / 255.0), bgY) < 4.5) continue;
                double near = L0, far = end;
                for (int k = 0; k < 40; k++) {
                    double mid = (near + far) / 2;
                    quantized(mid, C, h, q);
                    if (ratio(luminance(q[0] / 255.0, q[1] / 255.0, q[2] / 255.0), bgY) >= 4.5) far = mid; else near = mid;
                }
                quantized(far, C, h, q);
                if (fabs(far - L0) < bestDistance) { bestDistance = fabs(far - L0); memcpy(best, q, sizeof q); }
            }
            checksum += best[0] + best[1] + best[2];
            count++;
        }
        seconds = now() - start;
        free(pairs);
    } else {
        fprintf(stderr, "unknown mode %s\n", argv[1]);
        return 2;
    }
    printf("%.9f %.6f %ld\n", seconds, checksum, count);
    return 0;
}
