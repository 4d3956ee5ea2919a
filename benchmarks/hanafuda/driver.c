/*
 * driver.c - a line protocol around the AI of open-hanafuda-ai.
 *
 * Part of koikoi-edu (MIT). This file is our own code; it includes the headers of
 * suzukiplan/open-hanafuda-ai (MIT, (c) Yoji Suzuki) and is linked against that
 * project's C sources, compiled from a checkout the user points to (bridge.py).
 * None of their code is copied here.
 *
 * The AI reads the game's global state `g` (common.h). For every request this
 * driver rebuilds that state as the AI's seat sees it and asks the AI one
 * question. The AI always sits in their player slot 1 (the "CPU"), the rival in
 * slot 0. Cards are THEIR ids 0..47: month = id / 4 (0 = January) and, within a
 * month, index 0..3 from the least to the most valuable card (card_types[] in
 * common.h); bridge.py translates to and from koikoi-edu's numbering.
 *
 * One request per line on stdin, one answer per line on stdout:
 *
 *   <command> key=value ...
 *
 * commands
 *   info      -> "ok <type of card 0>,...,<type of card 47>"  (0 bright, 1 animal,
 *                2 ribbon, 3 plain: their CARD_TYPE_*), for the bridge to check
 *                its card mapping
 *   score     -> "ok <points>" for the pile `pile=` under their scoring
 *   drop      -> "ok <card id>": the hand card to play
 *   select    -> "ok <card id>": the field card that `card=` captures
 *   koikoi    -> "ok 1" koi-koi, "ok 0" stop
 *   quit      -> "ok bye", and the process exits
 * a malformed request gets "err <reason>" and the driver reads on.
 *
 * keys (masks are hexadecimal, bit i = their card i; absent keys are 0)
 *   model=0|1          0 Normal, 1 Hard (their AI_MODEL_*)
 *   hand=  field=      the AI's hand, the field
 *   pile=  opile=      the AI's and the rival's captured cards
 *   ohand=<n>          how many cards the rival holds (never which)
 *   stock=<n>          how many cards the stock holds (never which)
 *   held=1             select only: `card=` was just played from the hand, which
 *                      still shows its empty slot (their engine asks then)
 *   card=<id>          select only: the played or flipped card
 *   kk=1  kkpile=      the AI has called koi-koi, with this pile at the call
 *   okk=1 okkpile=     the rival has called koi-koi, with this pile at the call
 *   round=<k>          the round of the match, 0-based; rounds=<n> the match's length
 *   total= ototal=     the match totals of the AI and of the rival before this round
 *   dealer=1           the AI dealt this round
 *   sake=1             the AI's dealt hand held the sake cup (their Hard AI uses it)
 *   newround=1         first request of a round: forget the last round's strategy
 *   seed=<n>           seeds their random generator for this request
 */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "common.h"
#include "cards.h"
#include "ai.h"

/* sim_runtime.c (their host runtime) */
void vgs_set_log_enabled(int enabled);

/* sim_result.c declares ai_name(), which their main.c defines; main.c is not linked */
const char* ai_name(int model)
{
    switch (model) {
        case AI_MODEL_NORMAL: return "Normal";
        case AI_MODEL_HARD: return "Hard";
        case AI_MODEL_STENV: return "Stenv";
        case AI_MODEL_MCENV: return "Mcenv";
        default: return "Unknown";
    }
}

#define AI 1
#define RIVAL 0
#define SAKE_ID 35 /* September's animal, the sake cup */

typedef struct {
    int model;
    uint64_t hand, field, pile, opile, kkpile, okkpile;
    int ohand, stock, held, card, kk, okk;
    int round, rounds, total, ototal, dealer, sake, newround;
    uint32_t seed;
} Request;

static FILE* out;

static int parse_mask(const char* s, uint64_t* mask)
{
    char* end = NULL;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 16);
    if (errno || !end || *end || v >> 48) {
        return 0;
    }
    *mask = (uint64_t)v;
    return 1;
}

static int parse_int(const char* s, int lo, int hi, int* value)
{
    char* end = NULL;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || !end || *end || v < lo || v > hi) {
        return 0;
    }
    *value = (int)v;
    return 1;
}

/* Fills `req` from the tokens after the command; returns NULL or what was wrong. */
static const char* parse_request(char* rest, Request* req)
{
    memset(req, 0, sizeof(*req));
    req->card = -1;
    req->rounds = 12;
    for (char* tok = strtok(rest, " \t\r\n"); tok; tok = strtok(NULL, " \t\r\n")) {
        char* eq = strchr(tok, '=');
        if (!eq) {
            return "a token without '='";
        }
        *eq = '\0';
        const char* key = tok;
        const char* val = eq + 1;
        int ok;
        int seed;
        if (!strcmp(key, "model")) ok = parse_int(val, 0, 1, &req->model);
        else if (!strcmp(key, "hand")) ok = parse_mask(val, &req->hand);
        else if (!strcmp(key, "field")) ok = parse_mask(val, &req->field);
        else if (!strcmp(key, "pile")) ok = parse_mask(val, &req->pile);
        else if (!strcmp(key, "opile")) ok = parse_mask(val, &req->opile);
        else if (!strcmp(key, "kkpile")) ok = parse_mask(val, &req->kkpile);
        else if (!strcmp(key, "okkpile")) ok = parse_mask(val, &req->okkpile);
        else if (!strcmp(key, "ohand")) ok = parse_int(val, 0, 8, &req->ohand);
        else if (!strcmp(key, "stock")) ok = parse_int(val, 0, 48, &req->stock);
        else if (!strcmp(key, "held")) ok = parse_int(val, 0, 1, &req->held);
        else if (!strcmp(key, "card")) ok = parse_int(val, 0, 47, &req->card);
        else if (!strcmp(key, "kk")) ok = parse_int(val, 0, 1, &req->kk);
        else if (!strcmp(key, "okk")) ok = parse_int(val, 0, 1, &req->okk);
        else if (!strcmp(key, "round")) ok = parse_int(val, 0, 11, &req->round);
        else if (!strcmp(key, "rounds")) ok = parse_int(val, 1, 12, &req->rounds);
        else if (!strcmp(key, "total")) ok = parse_int(val, -1000000, 1000000, &req->total);
        else if (!strcmp(key, "ototal")) ok = parse_int(val, -1000000, 1000000, &req->ototal);
        else if (!strcmp(key, "dealer")) ok = parse_int(val, 0, 1, &req->dealer);
        else if (!strcmp(key, "sake")) ok = parse_int(val, 0, 1, &req->sake);
        else if (!strcmp(key, "newround")) ok = parse_int(val, 0, 1, &req->newround);
        else if (!strcmp(key, "seed")) {
            ok = parse_int(val, 0, 2147483647, &seed);
            req->seed = (uint32_t)seed;
        } else {
            return "an unknown key";
        }
        if (!ok) {
            return "a value out of range";
        }
    }
    if (req->round >= req->rounds) {
        return "round must be below rounds";
    }
    uint64_t zones[4] = {req->hand, req->field, req->pile, req->opile};
    for (int i = 0; i < 4; i++) {
        for (int j = i + 1; j < 4; j++) {
            if (zones[i] & zones[j]) {
                return "a card in two places";
            }
        }
    }
    if (__builtin_popcountll(req->hand) > 8) {
        return "more than 8 cards in hand";
    }
    return NULL;
}

static void init_cards(void)
{
    for (int i = 0; i < 48; i++) {
        g.cards[i].type = card_types[i];
        g.cards[i].reversed = OFF;
        g.cards[i].month = i / 4;
        g.cards[i].index = i & 3;
        g.cards[i].id = i;
    }
}

static void fill_invent(int p, uint64_t pile)
{
    for (int i = 0; i < 48; i++) {
        if (pile >> i & 1) {
            CardSet* set = &g.invent[p][g.cards[i].type];
            set->cards[set->num++] = &g.cards[i];
        }
    }
}

/* Their points for a pile, from their own scoring (analyze_cli.c). */
static int pile_score(int p, uint64_t pile)
{
    int ids[48];
    int n = 0;
    for (int i = 0; i < 48; i++) {
        if (pile >> i & 1) {
            ids[n++] = i;
        }
    }
    memset(&g.stats[p], 0, sizeof(g.stats[p]));
    return analyze_score_gain_with_card_ids(p, ids, n, NULL);
}

/* Rebuilds `g` as the AI's seat sees the position. */
static void set_state(const Request* req)
{
    memset(g.cards, 0, sizeof(g.cards));
    memset(&g.floor, 0, sizeof(g.floor));
    memset(&g.deck, 0, sizeof(g.deck));
    memset(g.own, 0, sizeof(g.own));
    memset(g.invent, 0, sizeof(g.invent));
    memset(g.stats, 0, sizeof(g.stats));
    init_cards();

    g.online_mode = OFF;
    g.auto_play = ON; /* as their simulator runs it */
    g.open_mode = OFF;
    g.no_sake = OFF;
    g_no_sake_latched = OFF;
    g.frame = 96; /* what their simulator's deal leaves it at; their strategy seeds from it */
    g.ai_model[AI] = req->model;
    g.ai_model[RIVAL] = req->model;
    g.round = req->round;
    g.round_max = req->rounds;
    g.total_score[AI] = req->total;
    g.total_score[RIVAL] = req->ototal;
    g.oya = req->dealer ? AI : RIVAL;
    g.current_player = AI;

    /* the stock: only its size; the cards already turned are elsewhere */
    g.floor.start = 48 - req->stock;
    g.floor.num = req->stock;

    /* the field in slots 0..n-1 */
    for (int i = 0; i < 48; i++) {
        if (req->field >> i & 1) {
            g.deck.cards[g.deck.num++] = &g.cards[i];
        }
    }
    /* the AI's hand; while a played card awaits its capture, their hand keeps its
     * empty slot and its count */
    for (int i = 0; i < 48; i++) {
        if (req->hand >> i & 1) {
            g.own[AI].cards[g.own[AI].num++] = &g.cards[i];
        }
    }
    if (req->held && g.own[AI].num < 8) {
        g.own[AI].cards[g.own[AI].num++] = NULL;
    }
    /* the rival's hand: a count, no cards */
    g.own[RIVAL].num = req->ohand;

    g.koikoi[AI] = req->kk;
    g.koikoi[RIVAL] = req->okk;
    g.koikoi_score[AI] = req->kk ? pile_score(AI, req->kkpile) : 0;
    g.koikoi_score[RIVAL] = req->okk ? pile_score(RIVAL, req->okkpile) : 0;

    fill_invent(AI, req->pile);
    fill_invent(RIVAL, req->opile);
    analyze_invent(RIVAL);
    analyze_invent(AI);

    if (req->newround) {
        memset(g.strategy, 0, sizeof(g.strategy));
        ai_debug_reset_round_state();
    }
    ai_debug_set_initial_sake(AI, req->sake);
    ai_debug_set_initial_sake(RIVAL, OFF);
    vgs_srand(req->seed ? req->seed : 1u);
}

static void answer(const char* fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(out, fmt, ap);
    va_end(ap);
    fputc('\n', out);
    fflush(out);
}

static void handle(char* line)
{
    char* rest = line;
    while (*rest == ' ' || *rest == '\t') rest++;
    char* cmd = rest;
    while (*rest && *rest != ' ' && *rest != '\t' && *rest != '\r' && *rest != '\n') rest++;
    if (*rest) *rest++ = '\0';

    if (!*cmd) {
        answer("err empty request");
        return;
    }
    if (!strcmp(cmd, "quit")) {
        answer("ok bye");
        exit(0);
    }
    if (!strcmp(cmd, "info")) {
        char buf[160];
        int n = 0;
        for (int i = 0; i < 48; i++) {
            n += snprintf(buf + n, sizeof(buf) - n, i ? ",%d" : "%d", card_types[i]);
        }
        answer("ok %s", buf);
        return;
    }

    Request req;
    const char* bad = parse_request(rest, &req);
    if (bad) {
        answer("err %s", bad);
        return;
    }

    if (!strcmp(cmd, "score")) {
        init_cards();
        answer("ok %d", pile_score(AI, req.pile));
        return;
    }
    if (!strcmp(cmd, "drop")) {
        if (!req.hand) {
            answer("err drop with an empty hand");
            return;
        }
        set_state(&req);
        int idx = ai_drop(AI);
        Card* c = (0 <= idx && idx < 8) ? g.own[AI].cards[idx] : NULL;
        if (!c) {
            answer("err the AI chose hand slot %d, which holds no card", idx);
            return;
        }
        answer("ok %d", c->id);
        return;
    }
    if (!strcmp(cmd, "select")) {
        if (req.card < 0 || ((req.hand | req.field | req.pile | req.opile) >> req.card & 1)) {
            answer("err select needs card=, a card in no other place");
            return;
        }
        set_state(&req);
        Card* c = &g.cards[req.card];
        int idx = ai_select(AI, c);
        Card* taken = (0 <= idx && idx < 48) ? g.deck.cards[idx] : NULL;
        if (!taken || taken->month != c->month) {
            answer("err the AI chose field slot %d, which holds no match", idx);
            return;
        }
        answer("ok %d", taken->id);
        return;
    }
    if (!strcmp(cmd, "koikoi")) {
        set_state(&req);
        int base = g.stats[AI].score;
        int enabled = is_koikoi_enabled(AI);
        int call = ai_koikoi(AI, base);
        answer("ok %d", enabled && call ? 1 : 0);
        return;
    }
    answer("err unknown command");
}

int main(void)
{
    /* their code may print; the protocol keeps the real stdout to itself */
    int proto = dup(STDOUT_FILENO);
    int devnull = open("/dev/null", O_WRONLY);
    if (proto < 0 || devnull < 0 || dup2(devnull, STDOUT_FILENO) < 0) {
        perror("driver: setting up stdout");
        return 1;
    }
    close(devnull);
    out = fdopen(proto, "w");
    if (!out) {
        perror("driver: fdopen");
        return 1;
    }
    vgs_set_log_enabled(OFF);
    memset(&g, 0, sizeof(g));
    ai_debug_metrics_reset();
    init_cards();

    char line[4096];
    while (fgets(line, sizeof(line), stdin)) {
        if (!strchr(line, '\n') && !feof(stdin)) {
            int ch;
            while ((ch = getchar()) != '\n' && ch != EOF) {
            }
            answer("err request too long");
            continue;
        }
        handle(line);
    }
    return 0;
}
