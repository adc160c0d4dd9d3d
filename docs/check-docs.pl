#!/usr/bin/env perl
# TAP test: the user guide cannot drift from the library.
#  - docs/reference.md is what docs/gen-reference.pl makes of the headers
#    now (after a header change: `make update-reference`);
#  - every routine a header exports has its own section there (read with a
#    simpler view of the headers than the generator's, so that a generator
#    that skips a routine shows);
#  - every program that a guide page quotes between
#    "<!-- quoted from FILE -->" and "<!-- end of FILE -->" is FILE's text
#    exactly, so that the page shows what make check builds and runs;
#  - every relative link of the guide and of README.md names a file that
#    exists.
# Run from the build directory, as 'make check' does; srcdir and PERL may
# be set in the environment.
use strict;
use warnings;
use File::Temp qw(tempdir);

my $srcdir = $ENV{srcdir} // '.';
my $perl   = $ENV{PERL} // $^X;
my @tap;

sub slurp
{
    my ($file) = @_;
    open(my $fh, '<', $file) or return undef;
    local $/;
    my $text = <$fh>;
    close($fh);
    return $text;
}

sub result
{
    my ($ok, $what, @diag) = @_;
    push @tap, [$ok, $what, @diag];
}

# 1. The reference is up to date.
my $tmp       = tempdir(CLEANUP => 1);
my $generated = "$tmp/reference.md";
my $committed = slurp("$srcdir/docs/reference.md") // '';
if (system($perl, "$srcdir/docs/gen-reference.pl", '-o', $generated, "$srcdir/include") == 0) {
    my $fresh = slurp($generated) // '';
    if ($fresh eq $committed) {
        result(1, 'docs/reference.md is what gen-reference.pl makes of the headers');
    } else {
        my @a = split /\n/, $committed;
        my @b = split /\n/, $fresh;
        my $line = 0;
        ++$line while $line < @a && $line < @b && $a[$line] eq $b[$line];
        result(0, 'docs/reference.md is what gen-reference.pl makes of the headers',
            'first difference at line ' . ($line + 1) . ': run make update-reference',
            'committed: ' . ($a[$line] // '(end)'), 'generated: ' . ($b[$line] // '(end)'));
    }
} else {
    result(0, 'docs/gen-reference.pl runs');
}

# 2. Every exported routine has a section (its own name, or its family's
#    with X for the precision letter).
my %section = map { $_ => 1 } ($committed =~ /^### `([^`]+)`/mg);
my @missing;
my $exported = 0;
for my $header (glob("$srcdir/include/rocsparse/*.h")) {
    my $text = slurp($header);
    while ($text =~ /^ROCSPARSE_EXPORT[ \t]*\n[^(]*?\b(\w+)\s*\(/mg) {
        my $name = $1;
        ++$exported;
        my $family = $name =~ s/^rocsparse_[sdcz]/rocsparse_X/r;
        push @missing, $name unless $section{$name} || $section{$family}
            || grep { /\b\Q$name\E\b/ } keys %section;
    }
}
result(!@missing && $exported > 0, "each of the $exported exported routines has a section in docs/reference.md",
    map { "missing: $_" } @missing);

# 3. Quoted programs are their files' text.
for my $page (glob("$srcdir/docs/*.md")) {
    my $text = slurp($page);
    my $name = $page =~ s{.*/}{}r;
    while ($text =~ /<!-- quoted from (\S+) -->\n```\w*\n(.*?)```\n<!-- end of \1 -->/sg) {
        my ($file, $quote) = ($1, $2);
        my $actual = slurp("$srcdir/$file");
        result(defined $actual && $actual eq $quote, "docs/$name quotes $file exactly",
            defined $actual ? 'the quote differs from the file' : "cannot read $file");
    }
}

# The anchors of a Markdown page's headings, as the usual renderers make
# them: lower case, punctuation dropped, spaces as hyphens.
sub anchors
{
    my ($text) = @_;
    $text =~ s/^```.*?^```//msg;
    my %anchor;
    for my $heading ($text =~ /^#+\s+(.*?)\s*$/mg) {
        my $a = lc $heading;
        $a =~ s/[^\w\- ]//g;
        $a =~ s/ /-/g;
        $anchor{$a} = 1;
    }
    return \%anchor;
}

# 4. Relative links name files that exist, and headings that exist in them.
for my $page (glob("$srcdir/docs/*.md"), "$srcdir/README.md") {
    my $text = slurp($page);
    (my $dir = $page) =~ s{/[^/]*$}{};
    my $name = $page =~ s{^\Q$srcdir\E/}{}r;
    my @broken;
    while ($text =~ /\]\(([^)\s#]*)(?:#([^)\s]*))?\)/g) {
        my ($target, $anchor) = ($1, $2);
        next if $target =~ m{^[a-z]+:}i;
        my $file = $target eq '' ? $page : "$dir/$target";
        if (!-e $file) {
            push @broken, $target;
        } elsif (defined $anchor && -f $file && $file =~ /\.md$/ && !anchors(slurp($file))->{$anchor}) {
            push @broken, "$target#$anchor";
        }
    }
    result(!@broken, "relative links of $name name existing files", map { "broken: $_" } @broken);
}

print '1..' . scalar(@tap) . "\n";
my $n = 0;
for my $t (@tap) {
    my ($ok, $what, @diag) = @$t;
    ++$n;
    print(($ok ? 'ok' : 'not ok') . " $n - $what\n");
    print "# $_\n" for ($ok ? () : @diag);
}
