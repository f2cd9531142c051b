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

int main(int argc, char **argv) {
    if (argc >= 2 && strcmp(argv[1], "version") == 0) { printf("reference 1\n"); return 0; }
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
