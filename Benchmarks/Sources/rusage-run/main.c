// rusage-run OUTFILE PROGRAM [ARGUMENT...]: runs PROGRAM with fork + execv, waits for it with wait4, writes
// "maxrss_kib user_us system_us" to OUTFILE and exits with PROGRAM's status.
//
// Why a helper: a child started with posix_spawn (vfork) from a large process reports that process's peak RSS as
// its own, because Linux records the replaced address space's high-water mark at exec. Forked from this small
// program instead, the child's peak RSS is its own.
#include <errno.h>
#include <stdio.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: rusage-run OUTFILE PROGRAM [ARGUMENT...]\n");
        return 2;
    }
    pid_t pid = fork();
    if (pid < 0) {
        perror("fork");
        return 126;
    }
    if (pid == 0) {
        execv(argv[2], argv + 2);
        perror(argv[2]);
        _exit(127);
    }
    int status = 0;
    struct rusage usage;
    while (wait4(pid, &status, 0, &usage) == -1) {
        if (errno != EINTR) {
            perror("wait4");
            return 126;
        }
    }
    FILE *out = fopen(argv[1], "w");
    if (out == NULL) {
        perror(argv[1]);
        return 126;
    }
    fprintf(out, "%ld %ld %ld\n", (long)usage.ru_maxrss,
            (long)(usage.ru_utime.tv_sec * 1000000L + usage.ru_utime.tv_usec),
            (long)(usage.ru_stime.tv_sec * 1000000L + usage.ru_stime.tv_usec));
    fclose(out);
    if (WIFEXITED(status)) return WEXITSTATUS(status);
    return 128 + WTERMSIG(status);
}
